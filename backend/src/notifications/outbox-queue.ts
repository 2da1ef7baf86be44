import { Inject, Injectable } from '@nestjs/common';
import { PG_POOL } from '../database/database.module';
import type { Queryable } from '../database/pg-pool';

/** An e-mail another module has sent through the outbox, about no job. */
export interface QueuedEmail {
  /** Queued once per key: the same key again adds nothing. */
  readonly dedupe_key: string;
  readonly company_id: string;
  readonly recipient: string;
  readonly subject: string;
  /** Plain text, sent as it is. */
  readonly body: string;
}

/** How other modules send an e-mail: into outbox_emails, which OutboxSender sends. */
@Injectable()
export class OutboxQueue {
  constructor(@Inject(PG_POOL) private readonly pool: Queryable) {}

  async queue(emails: readonly QueuedEmail[]): Promise<void> {
    if (emails.length === 0) return;
    await this.pool.query(
      `INSERT INTO outbox_emails (dedupe_key, company_id, recipient, subject, body)
       SELECT dedupe_key, company_id, recipient, subject, body
       FROM jsonb_populate_recordset(NULL::outbox_emails, $1::jsonb)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [JSON.stringify(emails)],
    );
  }
}
