import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../../event-store/event-store.port';
import type { Projection } from '../../projections/projection';
import { upcastJobEvent } from '../domain/job-event-upcasting';
import { jobIdOfStream } from '../domain/job-stream';

/** The notes of each job (the Notes tab, GET /job/{id}); the author's name is read with them. */
export const jobNotesProjection: Projection = {
  name: 'job-notes',
  eventTypes: ['NoteAdded', 'NoteDeleted'],
  writes: 'read-model',
  tables: [{ name: 'job_notes', orderBy: 'id' }],

  async apply(recorded: RecordedEvent, db: PoolClient): Promise<void> {
    const event = upcastJobEvent(recorded);
    const jobId = jobIdOfStream(recorded.streamId);
    if (!jobId) return;
    if (event?.type === 'NoteAdded') {
      const { actor, companyId, occurredAt } = recorded.metadata;
      await db.query(
        `INSERT INTO job_notes (id, job_id, company_id, description, user_id, created_at, revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          event.data.noteId,
          jobId,
          companyId,
          event.data.description,
          actor.kind === 'user' ? actor.userId : null,
          occurredAt,
          recorded.revision,
        ],
      );
    } else if (event?.type === 'NoteDeleted') {
      await db.query('DELETE FROM job_notes WHERE id = $1', [event.data.noteId]);
    }
  },
};
