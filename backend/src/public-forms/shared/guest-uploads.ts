import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AttachmentAdded } from '@job-intake/contracts/jobs/job-events';
import { PG_POOL } from '../../database/database.module';
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
    return rows.map((row) => row.location.slice(row.location.indexOf('/') + 1));
  }
}
