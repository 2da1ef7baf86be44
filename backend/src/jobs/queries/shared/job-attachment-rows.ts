import type { Pool } from 'pg';
import type { Queryable } from '../../../database/pg-pool';
import type { RecordedType } from '../../../files/storage/copy-files';
import type { AttachmentDto } from '@job-intake/contracts/jobs/jobs-api';
import { iso } from './job-list-rows';

/** A job's attachments, oldest first. */
export async function listAttachments(pool: Pool, jobId: string): Promise<AttachmentDto[]> {
  const { rows } = await pool.query<{
    id: string;
    file_name: string;
    location: string;
    size: string;
    mime_type: string;
    created_at: Date;
  }>(
    `SELECT id, file_name, location, size, mime_type, created_at FROM job_attachments
     WHERE job_id = $1 ORDER BY revision`,
    [jobId],
  );
  return rows.map((row) => ({
    id: row.id,
    file_name: row.file_name,
    location: row.location,
    size: Number(row.size),
    mime_type: row.mime_type,
    created_at: iso(row.created_at),
    status: 'active',
  }));
}

/** Every attachment's key in the file store (its location) and its type. */
export async function attachmentFileTypes(db: Queryable): Promise<RecordedType[]> {
  const { rows } = await db.query<RecordedType>(
    'SELECT location AS key, mime_type FROM job_attachments',
  );
  return rows;
}
