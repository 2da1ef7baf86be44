import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AttachmentDto } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../database/database.module';
import { listAttachments } from '../queries/shared/job-attachment-rows';

/** What other modules may read of the jobs' attachments (decision 0034). */
@Injectable()
export class JobAttachments {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** A job's attachments, oldest first. */
  list(jobId: string): Promise<AttachmentDto[]> {
    return listAttachments(this.pool, jobId);
  }

  /** The job of the company's attachment; undefined for another company's or a removed one. */
  async jobOf(attachmentId: string, companyId: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ job_id: string }>(
      'SELECT job_id FROM job_attachments WHERE id = $1 AND company_id = $2',
      [attachmentId, companyId],
    );
    return rows[0]?.job_id;
  }

  /** The name and type of the attachment stored at this location; undefined once removed. */
  async fileAt(location: string): Promise<{ file_name: string; mime_type: string } | undefined> {
    const { rows } = await this.pool.query<{ file_name: string; mime_type: string }>(
      'SELECT file_name, mime_type FROM job_attachments WHERE location = $1',
      [location],
    );
    return rows[0];
  }
}
