import type { ProjectionEvent } from '../../event-store/event-store.port';
import type { KeyedRowChange } from '../../projections/keyed-rows';
import { upcastJobEvent } from '../domain/job-event-upcasting';
import { jobIdOfStream } from '../domain/job-stream';

/** A job_notes row by column name, as `jsonb_populate_recordset` takes it. */
export interface JobNoteRow {
  id: string;
  job_id: string;
  company_id: string | null;
  description: string;
  user_id: string | null;
  created_at: string;
  revision: number;
}

/** The note a recorded event adds or removes, or undefined when it is not about a job's notes. */
export function jobNoteChange(recorded: ProjectionEvent): KeyedRowChange<JobNoteRow> | undefined {
  const event = upcastJobEvent(recorded);
  const jobId = jobIdOfStream(recorded.streamId);
  if (!jobId) return undefined;
  if (event?.type === 'NoteDeleted') return { id: event.data.noteId, row: null };
  if (event?.type !== 'NoteAdded') return undefined;
  const { actor, companyId, occurredAt } = recorded.metadata;
  const row = {
    id: event.data.noteId,
    job_id: jobId,
    company_id: companyId,
    description: event.data.description,
    user_id: actor.kind === 'user' ? actor.userId : null,
    created_at: occurredAt,
    revision: recorded.revision,
  };
  return { id: row.id, row };
}
