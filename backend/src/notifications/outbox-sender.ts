import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PG_POOL } from '../database/database.module';
import { MAILER, type Mailer } from '../mail/mailer.port';
import { drainClaimed } from '../workers/claimed-rows';
import { traceRowWork } from '../tracing/work-spans';
import { LeasedWorker, type Round } from '../workers/leased-worker';
import { messageOf } from '../workers/worker-lease';
import { EmailResults } from './email-results';
import { isPermanent, outgoingMail, type ClaimedEmail } from './outbox-mail';

export interface OutboxSenderOptions {
  /** How often pending e-mails are looked for. */
  readonly pollMs: number;
  /** After this many failed attempts a row is marked failed. */
  readonly maxAttempts: number;
  /** Wait before attempt n + 1 after n failures. */
  readonly backoffMs: (attempts: number) => number;
  /** A claimed row not finished within this time was interrupted (the process stopped). */
  readonly leaseMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxSenderOptions = {
  pollMs: 1000,
  maxAttempts: 8,
  backoffMs: (attempts) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000),
  leaseMs: 5 * 60_000,
};

export const INTERRUPTED_MESSAGE =
  'Interrupted while sending (the server stopped); not sent again automatically, so that it never arrives twice. Resend it if it did not arrive.';

/**
 * Sends the outbox's pending e-mails through the Mailer and marks them sent. Rows are claimed
 * (pending → sending, FOR UPDATE SKIP LOCKED) before the send, so two app instances never send
 * one row twice; a failure puts the row back with a growing delay until maxAttempts. A row left
 * in `sending` by a crash is marked failed, not resent: the SMTP server may have taken it just
 * before, and an e-mail is never sent twice. An e-mail request's row reports that failure on the
 * job (EmailResults), where staff see it and can resend; a message refused for good (5xx) fails
 * at once the same way. The loop runs only in the instance holding the `outbox-sender` lease
 * (docs/decisions/0029).
 */
@Injectable()
export class OutboxSender extends LeasedWorker {
  protected readonly worker = 'outbox-sender';
  protected readonly logger = new Logger('Outbox');
  /** Replaceable in tests (shorter backoff). */
  options: OutboxSenderOptions = DEFAULT_OUTBOX_OPTIONS;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly results: EmailResults,
  ) {
    super();
  }

  /**
   * Sends everything that is due when it starts; returns how many were sent. Right after taking
   * the lease over, a row still `sending` was the previous holder's, which is gone: it is
   * interrupted now rather than when its claim expires.
   */
  async drain({ afterTakeover, signal }: Round = { afterTakeover: false }): Promise<number> {
    await this.failInterrupted(afterTakeover);
    await this.results.reportAll();
    return drainClaimed<ClaimedEmail>(
      this.pool,
      {
        claimEach: async (dueBy, work) => {
          // One row at a time: a crash leaves at most the e-mail in flight unsure, not a batch.
          for (let email = await this.claim(dueBy); email; email = await this.claim(dueBy)) {
            if (!(await work(email))) return;
          }
        },
        perform: (email) =>
          traceRowWork('outbox.send', email, () =>
            this.mailer.send(outgoingMail(email, this.baseUrl())),
          ),
        done: (email) => this.sent(email),
        failed: (email, error) => this.failed(email, error),
      },
      signal,
    );
  }

  protected pollMs(): number {
    return this.options.pollMs;
  }

  private async failInterrupted(whateverTheClaim: boolean): Promise<void> {
    await this.pool.query(
      `UPDATE outbox_emails SET
         status = 'failed', last_error = $1, locked_until = NULL
       WHERE status = 'sending' AND ($2::boolean OR locked_until < now())`,
      [INTERRUPTED_MESSAGE, whateverTheClaim],
    );
  }

  private async claim(dueBy: string): Promise<ClaimedEmail | undefined> {
    const { rows } = await this.pool.query<ClaimedEmail>(
      `UPDATE outbox_emails SET status = 'sending', attempts = attempts + 1,
         locked_until = now() + make_interval(secs => $1::double precision / 1000)
       WHERE id IN (
         SELECT id FROM outbox_emails
         WHERE status = 'pending' AND next_attempt_at <= $2::timestamptz
         ORDER BY next_attempt_at, created_at
         LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, job_id, recipient, subject, body, attempts, html, message_id, email_id,
         traceparent`,
      [this.options.leaseMs, dueBy],
    );
    return rows[0];
  }

  private async failed(email: ClaimedEmail, error: unknown): Promise<void> {
    const message = messageOf(error);
    const final = email.attempts >= this.options.maxAttempts || isPermanent(error);
    await this.pool.query(
      `UPDATE outbox_emails SET status = $2, last_error = $3, locked_until = NULL,
         next_attempt_at = now() + make_interval(secs => $4::double precision / 1000)
       WHERE id = $1`,
      [email.id, final ? 'failed' : 'pending', message, this.options.backoffMs(email.attempts)],
    );
    this.logger.warn(
      `E-mail ${email.id} to ${email.recipient} failed (attempt ${email.attempts}${final ? ', giving up' : ''}): ${message}`,
    );
    if (final && email.email_id) await this.results.reportAll();
  }

  private async sent(email: ClaimedEmail): Promise<void> {
    await this.pool.query(
      `UPDATE outbox_emails SET status = 'sent', sent_at = now(), locked_until = NULL,
         last_error = NULL WHERE id = $1`,
      [email.id],
    );
    if (email.email_id) await this.results.reportAll();
  }

  private baseUrl(): string {
    return this.config.PUBLIC_URL ?? `http://localhost:${this.config.PORT}`;
  }
}
