import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AccessKind } from '@job-intake/contracts/audit/access-log-api';
import { PG_POOL } from '../database/database.module';
import type { AuthenticatedUser } from '../request-context/authenticated-user';

export interface AccessRead {
  readonly kind: AccessKind;
  readonly companyId: string;
  readonly reader: Pick<AuthenticatedUser, 'id' | 'name' | 'email'>;
  readonly jobId?: string;
  /** Small facts about the read: an export's filters, the History page, the time-travel entry. */
  readonly detail?: Record<string, unknown>;
}

/**
 * Writes the access log. A read calls `record` after it found what it serves and before it
 * answers; when the row cannot be written the read fails, so no read goes unrecorded.
 */
@Injectable()
export class AccessLog {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async record({ kind, companyId, reader, jobId, detail }: AccessRead): Promise<void> {
    await this.pool.query(
      `INSERT INTO access_log (company_id, kind, user_id, user_name, user_email, job_id, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [companyId, kind, reader.id, reader.name, reader.email, jobId ?? null, detail ?? {}],
    );
  }
}
