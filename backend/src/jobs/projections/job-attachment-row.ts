import type { ProjectionEvent } from '../../event-store/event-store.port';
import { upcastJobEvent } from '../domain/job-event-upcasting';
import { jobIdOfStream } from '../domain/job-stream';
import type { KeyedRowChange } from '../../projections/keyed-rows';

/** A job_attachments row by column name, as `jsonb_populate_recordset` takes it. */
export interface JobAttachmentRow {
  id: string;
  job_id: string;
  company_id: string | null;
  file_name: string;
  location: string;
  size: number;
  mime_type: string;
  user_id: string | null;
  created_at: string;
  revision: number;
}

/** The attachment a recorded event adds or removes, or undefined when it is about no attachment. */
export function jobAttachmentChange(
  recorded: ProjectionEvent,
): KeyedRowChange<JobAttachmentRow> | undefined {
  const event = upcastJobEvent(recorded);
  const jobId = jobIdOfStream(recorded.streamId);
  if (!jobId) return undefined;
  if (event?.type === 'AttachmentRemoved') return { id: event.data.attachmentId, row: null };
  if (event?.type !== 'AttachmentAdded') return undefined;
  const { actor, companyId, occurredAt } = recorded.metadata;
  const { attachmentId, file_name, location, size, mime_type } = event.data;
  const row = {
    id: attachmentId,
    job_id: jobId,
    company_id: companyId,
    file_name,
    location,
    size,
    mime_type,
    user_id: actor.kind === 'user' ? actor.userId : null,
    created_at: occurredAt,
    revision: recorded.revision,
  };
  return { id: row.id, row };
}
