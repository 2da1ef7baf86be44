import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import type { AttachmentAdded } from '@job-intake/contracts/jobs/job-events';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import type { RecordedType } from '../../files/storage/copy-files';
import { DomainError } from '../../shared/domain-error';

export const UNKNOWN_ATTACHMENTS =
  'attachments must be ids of files uploaded on this form within the last day, each used once';

/**
 * The files guests upload on the public form before the job exists (table guest_uploads).
 * Takes the guest's uploads for the new job before it is created: only this form variant's,
 * unused and younger than a day. The claim is one UPDATE, so two submissions cannot both take a
 * file; released again when the job is not created.
 */
@Injectable()
export class GuestUploads {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async claim(
    jobId: string,
    variantId: string,
    ids: readonly string[],
  ): Promise<AttachmentAdded['data'][]> {
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<AttachmentAdded['data']>(
      `UPDATE guest_uploads SET job_id = $1
       WHERE id = ANY($2::uuid[]) AND appid = $3 AND job_id IS NULL
         AND created_at > now() - interval '1 day'
       RETURNING id AS "attachmentId", file_name, location, size, mime_type`,
      [jobId, [...new Set(ids)], variantId],
    );
    if (rows.length !== new Set(ids).size) {
      await this.release(jobId);
      throw new DomainError('invalid', UNKNOWN_ATTACHMENTS);
    }
    const byId = new Map(rows.map((row) => [row.attachmentId, row]));
    return [...new Set(ids)].map((id) => byId.get(id) as AttachmentAdded['data']);
  }

  async release(jobId: string): Promise<void> {
    await this.pool.query('UPDATE guest_uploads SET job_id = NULL WHERE job_id = $1', [jobId]);
  }

  /** Forgets the uploads no job took within a day; answers their stored names to remove. */
  async forgetUnused(): Promise<string[]> {
    const { rows } = await this.pool.query<{ location: string }>(
      `DELETE FROM guest_uploads WHERE job_id IS NULL AND created_at <= now() - interval '1 day'
       RETURNING location`,
    );
    return rows.map((row) => storedName(row.location));
  }

  /**
   * Forgets the oldest uploads no job took until `bytes` are freed (or none are left), inside the
   * caller's transaction; answers the bytes freed and the stored names to remove once it commits.
   * A file a submission claims meanwhile is not taken: job_id is checked again on the locked row.
   */
  async evictOldest(
    client: PoolClient,
    bytes: number,
  ): Promise<{ freed: number; names: string[] }> {
    const { rows } = await client.query<{ location: string; size: number }>(
      `WITH oldest AS (
         SELECT id, size, sum(size) OVER (ORDER BY created_at, id) AS running
         FROM guest_uploads WHERE job_id IS NULL)
       DELETE FROM guest_uploads u USING oldest o
       WHERE u.id = o.id AND o.running - o.size < $1 AND u.job_id IS NULL
       RETURNING u.location, u.size`,
      [bytes],
    );
    return {
      freed: rows.reduce((sum, row) => sum + row.size, 0),
      names: rows.map((row) => storedName(row.location)),
    };
  }
}

/** attachments/<name> → <name>, what the file store removes. */
function storedName(location: string): string {
  return location.slice(location.indexOf('/') + 1);
}

/** Every guest upload's key in the file store (its location) and its type. */
export async function guestUploadFileTypes(db: Queryable): Promise<RecordedType[]> {
  const { rows } = await db.query<RecordedType>(
    'SELECT location AS key, mime_type FROM guest_uploads',
  );
  return rows;
}
