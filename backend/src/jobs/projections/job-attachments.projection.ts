import type { PoolClient } from 'pg';
import type { ProjectionEvent } from '../../event-store/event-store.port';
import { foldKeyedRows } from '../../projections/keyed-rows';
import type { Projection } from '../../projections/projection';
import { writeKeyedRows } from '../../projections/write-keyed-rows';
import { jobAttachmentChange } from './job-attachment-row';

/**
 * The attachments of each job: the job page lists them, and only a location with a row here is
 * served under /uploads (a removed attachment is gone from the link too). A batch is folded in
 * memory and written with one DELETE and one multi-row INSERT; a single event is a batch of one.
 */
export const jobAttachmentsProjection: Projection = {
  name: 'job-attachments',
  eventTypes: ['AttachmentAdded', 'AttachmentRemoved'],
  writes: 'read-model',
  tables: [{ name: 'job_attachments', orderBy: 'id' }],

  apply(event: ProjectionEvent, db: PoolClient): Promise<void> {
    return applyJobAttachmentsBatch([event], db);
  },
  applyBatch: applyJobAttachmentsBatch,
};

function applyJobAttachmentsBatch(
  events: readonly ProjectionEvent[],
  db: PoolClient,
): Promise<void> {
  return writeKeyedRows(db, 'job_attachments', foldKeyedRows(events.map(jobAttachmentChange)));
}
