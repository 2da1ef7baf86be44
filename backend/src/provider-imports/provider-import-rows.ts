import type { Pool } from 'pg';
import type { ClaimedImport } from './provider-import-call';

/** The provider_imports statements of the sender. */

/** Pending rows due by then, oldest first, except those this round has seen. */
export async function due(
  pool: Pool,
  dueBy: string,
  seen: readonly string[],
  limit: number,
): Promise<string[]> {
  const { rows } = await pool.query<{ event_id: string }>(
    `SELECT event_id FROM provider_imports
     WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
       AND event_id <> ALL($3::uuid[])
     ORDER BY next_attempt_at, created_at LIMIT $2`,
    [dueBy, limit, seen],
  );
  return rows.map((row) => row.event_id);
}

/** Counts the attempt, unless another instance has just answered the row. */
export async function claim(
  pool: Pool,
  eventId: string,
  dueBy: string,
): Promise<ClaimedImport | undefined> {
  const { rows } = await pool.query<ClaimedImport>(
    `UPDATE provider_imports SET attempts = attempts + 1
     WHERE event_id = $1 AND status = 'pending' AND next_attempt_at <= $2::timestamptz
     RETURNING event_id, import_id, job_id, company_id, requested_by, attempts, traceparent`,
    [eventId, dueBy],
  );
  return rows[0];
}

export async function retryLater(
  pool: Pool,
  row: ClaimedImport,
  error: string,
  delayMs: number,
): Promise<void> {
  await pool.query(
    `UPDATE provider_imports SET last_error = $2,
       next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
     WHERE event_id = $1`,
    [row.event_id, error, delayMs],
  );
}

export async function answered(pool: Pool, row: ClaimedImport): Promise<void> {
  await pool.query(
    `UPDATE provider_imports SET status = 'answered', answered_at = now() WHERE event_id = $1`,
    [row.event_id],
  );
}
