import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EmailFailed, EmailSent } from '@job-intake/contracts/jobs/job-events';
import { PG_POOL } from '../database/database.module';
import type { EventMetadata } from '../event-store/event-store.port';
import { JobCommandRunner } from '../jobs/shared/job-commands';

/** An outbox row of an e-mail request whose outcome is known (sent, or failed for good). */
export interface FinishedRequestEmail {
  id: string;
  dedupe_key: string;
  company_id: string | null;
  job_id: string;
  email_id: string;
  kind: EmailSent['data']['kind'];
  source_event_id: string;
  message_id: string;
  status: 'sent' | 'failed';
  last_error: string | null;
}

const OUTBOX_NAMESPACE = 'b3f1c1de-6a55-4c1e-9a4f-5f0e2b7d9c11';

/** A name-based (version 5) uuid: the same row always gets the same event id. */
export function uuidV5(name: string, namespace = OUTBOX_NAMESPACE): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Tells the job's stream how an e-mail request's message went: RecordEmailResult, which records
 * EmailSent or EmailFailed once per outbox row (the result's id is derived from the row's dedupe
 * key), so reporting it again after a crash, or from a second instance, records nothing.
 * reported_at is set only after the command: a crash in between reports it on the next round.
 */
@Injectable()
export class EmailResults {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly commands: JobCommandRunner,
  ) {}

  /** Records the outcome of every finished request e-mail not reported yet. */
  async reportAll(): Promise<void> {
    const { rows } = await this.pool.query<FinishedRequestEmail>(
      `SELECT id, dedupe_key, company_id, job_id, email_id, kind, source_event_id, message_id,
         status, last_error
       FROM outbox_emails
       WHERE email_id IS NOT NULL AND reported_at IS NULL AND status IN ('sent', 'failed')
       ORDER BY created_at LIMIT 100`,
    );
    for (const row of rows) await this.report(row);
  }

  async report(row: FinishedRequestEmail): Promise<void> {
    const resultId = uuidV5(row.dedupe_key);
    await this.commands.run(
      row.job_id,
      row.company_id,
      { type: 'RecordEmailResult', data: { resultId, result: resultOf(row) } },
      outboxMetadata(row),
      { eventIds: [resultId] },
    );
    await this.pool.query('UPDATE outbox_emails SET reported_at = now() WHERE id = $1', [row.id]);
  }
}

function resultOf(row: FinishedRequestEmail): EmailSent | EmailFailed {
  const common = { emailId: row.email_id, kind: row.kind, sourceEventId: row.source_event_id };
  return row.status === 'sent'
    ? { type: 'EmailSent', data: { ...common, messageId: row.message_id } }
    : { type: 'EmailFailed', data: { ...common, error: row.last_error ?? 'unknown error' } };
}

function outboxMetadata(row: FinishedRequestEmail): EventMetadata {
  return {
    companyId: row.company_id,
    actor: { kind: 'system', process: 'outbox' },
    correlationId: row.source_event_id,
    causationId: row.source_event_id,
    occurredAt: new Date().toISOString(),
  };
}
