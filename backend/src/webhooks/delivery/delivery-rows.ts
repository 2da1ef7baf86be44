import type { WebhookPayload } from '@job-intake/contracts/integrations/webhooks-api';
import type { Queryable } from '../../database/pg-pool';
import type { SigningSecrets } from './sign-webhook';

/** An endpoint whose sending lease this instance holds; its secrets as kept (sealed). */
export interface SendingEndpoint extends SigningSecrets {
  readonly id: string;
  readonly company_id: string;
  readonly url: string;
}

/** What one attempt got: the receiver's status and body excerpt, or why there was none. */
export interface AttemptOutcome {
  readonly response_status: number | null;
  readonly response_excerpt: string | null;
  readonly latency_ms: number;
}

/** A delivery claimed for an attempt (its attempt counted). */
export interface ClaimedDelivery {
  readonly id: string;
  readonly job_id: string;
  readonly message_id: string;
  readonly attempts: number;
  readonly created_at: Date;
  readonly payload: WebhookPayload;
  /** Set by the attempt, for the row's outcome. */
  outcome?: AttemptOutcome;
}

const leaseSql = (ms: string) => `now() + make_interval(secs => ${ms}::double precision / 1000)`;

/**
 * Deliveries left `sending` by an instance that stopped go back to be sent again, with the same
 * webhook-id (the receiver dedupes): at once after a takeover (the previous holder is gone),
 * otherwise once their claim expired. Endpoint leases of a gone holder go too.
 */
export async function releaseInterrupted(db: Queryable, afterTakeover: boolean): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET status = 'retrying', locked_until = NULL, next_attempt_at = now()
     WHERE status = 'sending' AND ($1::boolean OR locked_until < now())`,
    [afterTakeover],
  );
  if (afterTakeover)
    await db.query(
      'UPDATE webhook_endpoints SET sender_until = NULL WHERE sender_until IS NOT NULL',
    );
}

/** Enabled endpoints with a delivery due and no sender now. */
export async function dueEndpoints(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT e.id FROM webhook_endpoints e
     WHERE e.disabled_reason IS NULL AND (e.sender_until IS NULL OR e.sender_until < now())
       AND EXISTS (SELECT 1 FROM webhook_deliveries d
         WHERE d.endpoint_id = e.id AND d.status IN ('pending', 'retrying')
           AND d.next_attempt_at <= now())
     ORDER BY e.id`,
  );
  return rows.map((row) => row.id);
}

/** Takes the endpoint's sending lease: one sender per endpoint across instances. */
export async function claimEndpoint(
  db: Queryable,
  id: string,
  leaseMs: number,
): Promise<SendingEndpoint | undefined> {
  const { rows } = await db.query<SendingEndpoint>(
    `UPDATE webhook_endpoints SET sender_until = ${leaseSql('$2')}
     WHERE id = $1 AND disabled_reason IS NULL AND (sender_until IS NULL OR sender_until < now())
     RETURNING id, company_id, url, secret, previous_secret, previous_secret_until`,
    [id, leaseMs],
  );
  return rows[0];
}

export async function releaseEndpoint(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE webhook_endpoints SET sender_until = NULL WHERE id = $1', [id]);
}

/**
 * The endpoint's next due delivery, claimed, its lease renewed: the first open one of its job
 * (a job's next delivery waits until the one before succeeded or was given up), oldest first.
 * None once the endpoint is disabled.
 */
export async function claimNext(
  db: Queryable,
  endpointId: string,
  dueBy: string,
  leaseMs: number,
): Promise<ClaimedDelivery | undefined> {
  const { rows } = await db.query<ClaimedDelivery>(
    `WITH lease AS (
       UPDATE webhook_endpoints SET sender_until = ${leaseSql('$3')}
       WHERE id = $1 AND disabled_reason IS NULL RETURNING id),
     next AS (
       SELECT d.id FROM webhook_deliveries d
       WHERE d.endpoint_id = (SELECT id FROM lease) AND d.status IN ('pending', 'retrying')
         AND d.next_attempt_at <= $2::timestamptz
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries before
           WHERE before.endpoint_id = d.endpoint_id AND before.job_id = d.job_id
             AND before.id < d.id AND before.status IN ('pending', 'retrying', 'sending'))
       ORDER BY d.id LIMIT 1 FOR UPDATE SKIP LOCKED)
     UPDATE webhook_deliveries d SET status = 'sending', attempts = attempts + 1,
       last_attempt_at = now(), locked_until = ${leaseSql('$3')}
     FROM next, webhook_events w
     WHERE d.id = next.id AND w.event_id = d.event_id AND w.type = d.type
     RETURNING d.id, d.job_id, d.message_id, d.attempts, d.created_at, w.payload`,
    [endpointId, dueBy, leaseMs],
  );
  return rows[0];
}

/** The attempt's outcome; `nextInMs` null: finished (succeeded, or failed for good). */
export async function recordAttempt(
  db: Queryable,
  delivery: ClaimedDelivery,
  status: 'succeeded' | 'retrying' | 'failed',
  nextInMs: number | null,
): Promise<void> {
  const outcome = delivery.outcome;
  await db.query(
    `UPDATE webhook_deliveries SET status = $2, locked_until = NULL,
       response_status = $3, response_excerpt = $4, latency_ms = $5,
       next_attempt_at = CASE WHEN $6::double precision IS NULL THEN next_attempt_at
         ELSE now() + make_interval(secs => $6::double precision / 1000) END
     WHERE id = $1`,
    [
      delivery.id,
      status,
      outcome?.response_status ?? null,
      outcome?.response_excerpt ?? null,
      outcome?.latency_ms ?? null,
      nextInMs,
    ],
  );
}
