import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { AttachmentFiles } from '../../attachments/attachment-files';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PG_POOL } from '../../database/database.module';
import { underBudgetLock } from '../../guest-budgets/budget-lock';
import { budgetRefused } from '../../guest-budgets/budget-refused';
import { judgeUpload, unclaimedFull, type UploadBudgetLimits } from '../domain/upload-budget';
import { GuestUploads } from './guest-uploads';

const MB = 2 ** 20;

/**
 * The last day's charges of the address and the form, and the bytes waiting for a submission:
 * unclaimed uploads and reservations still being uploaded (one abandoned by a crashed instance
 * stops counting after an hour).
 */
const USAGE = `
  SELECT
    (SELECT coalesce(sum(bytes), 0) FROM guest_upload_charges
      WHERE address = $1 AND created_at > now() - interval '1 day')::float8 AS address,
    (SELECT coalesce(sum(bytes), 0) FROM guest_upload_charges
      WHERE form_id = $2 AND created_at > now() - interval '1 day')::float8 AS form,
    ((SELECT coalesce(sum(size), 0) FROM guest_uploads WHERE job_id IS NULL)
      + (SELECT coalesce(sum(bytes), 0) FROM guest_upload_charges
          WHERE pending AND created_at > now() - interval '1 hour'))::float8 AS unclaimed`;

export interface UploadCharge {
  /** The client address as budgetAddress counts it. */
  readonly address: string;
  readonly formId: string;
  /** The request's size, an upper bound of the bytes its files store. */
  readonly bytes: number;
}

export function uploadLimits(config: AppConfig): UploadBudgetLimits {
  return {
    perAddressPerDay: config.PUBLIC_UPLOAD_MB_PER_ADDRESS * MB,
    perFormPerDay: config.PUBLIC_UPLOAD_MB_PER_FORM * MB,
    unclaimed: config.PUBLIC_UPLOAD_UNCLAIMED_MB * MB,
  };
}

/**
 * What the public form's uploads may store (table guest_upload_charges, decision 0031): an upload
 * is reserved at its request's size before its body is read, atomically for every instance,
 * then settled to the bytes its files hold, or released when it is refused.
 */
@Injectable()
export class GuestUploadBudget {
  private readonly limits: UploadBudgetLimits;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly uploads: GuestUploads,
    private readonly files: AttachmentFiles,
  ) {
    this.limits = uploadLimits(config);
  }

  /** The charge's id; 413 or 429 naming the limit when the upload does not fit. */
  async reserve(charge: UploadCharge): Promise<string> {
    const id = randomUUID();
    // Judged one upload at a time across every instance: one lock, held for a few reads.
    const evicted = await underBudgetLock(this.pool, ['guest_upload_charges'], (client) =>
      this.reserveIn(client, id, charge),
    );
    await this.files.discard(evicted);
    return id;
  }

  async settle(id: string, bytes: number): Promise<void> {
    await this.pool.query(
      'UPDATE guest_upload_charges SET bytes = $2, pending = false WHERE id = $1',
      [id, bytes],
    );
  }

  async release(id: string): Promise<void> {
    await this.pool.query('DELETE FROM guest_upload_charges WHERE id = $1', [id]);
  }

  /** Forgets the charges older than the day they count for. */
  async forgetOld(): Promise<void> {
    await this.pool.query(
      `DELETE FROM guest_upload_charges WHERE created_at <= now() - interval '1 day'`,
    );
  }

  private async reserveIn(client: PoolClient, id: string, charge: UploadCharge): Promise<string[]> {
    const { rows } = await client.query<{ address: number; form: number; unclaimed: number }>(
      USAGE,
      [charge.address, charge.formId],
    );
    const usage = rows[0] as { address: number; form: number; unclaimed: number };
    const refusal = judgeUpload(charge.bytes, usage, this.limits);
    if (refusal) throw budgetRefused(refusal);
    const excess = usage.unclaimed + charge.bytes - this.limits.unclaimed;
    const evicted = excess > 0 ? await this.uploads.evictOldest(client, excess) : null;
    if (evicted && evicted.freed < excess) throw budgetRefused(unclaimedFull(this.limits));
    await client.query(
      `INSERT INTO guest_upload_charges (id, address, form_id, bytes, pending)
       VALUES ($1, $2, $3, $4, true)`,
      [id, charge.address, charge.formId, charge.bytes],
    );
    return evicted?.names ?? [];
  }
}
