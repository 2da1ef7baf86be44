import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../event-store/event-store.port';
import { upcastJobEvent } from '../jobs/domain/job-event-upcasting';
import { jobIdOfStream } from '../jobs/domain/job-stream';
import type { Projection } from '../projections/projection';

/**
 * The attachments of each job: the job page lists them, and only a location with a row here is
 * served under /uploads (a removed attachment is gone from the link too).
 */
export const jobAttachmentsProjection: Projection = {
  name: 'job-attachments',
  eventTypes: ['AttachmentAdded', 'AttachmentRemoved'],
  writes: 'read-model',
  tables: [{ name: 'job_attachments', orderBy: 'id' }],

  async apply(recorded: RecordedEvent, db: PoolClient): Promise<void> {
    const event = upcastJobEvent(recorded);
    const jobId = jobIdOfStream(recorded.streamId);
    if (!jobId) return;
    if (event?.type === 'AttachmentAdded') {
      const { actor, companyId, occurredAt } = recorded.metadata;
      const { attachmentId, file_name, location, size, mime_type } = event.data;
      await db.query(
        `INSERT INTO job_attachments
           (id, job_id, company_id, file_name, location, size, mime_type, user_id, created_at,
            revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          attachmentId,
          jobId,
          companyId,
          file_name,
          location,
          size,
          mime_type,
          actor.kind === 'user' ? actor.userId : null,
          occurredAt,
          recorded.revision,
        ],
      );
    } else if (event?.type === 'AttachmentRemoved') {
      await db.query('DELETE FROM job_attachments WHERE id = $1', [event.data.attachmentId]);
    }
  },
};
