import type { Pool } from 'pg';

/**
 * A table of due work (an outbox): which rows this instance claims, what it does with one, and
 * what becomes of the row after.
 */
export interface ClaimedRows<Row> {
  /**
   * Calls `work` for each row due by `dueBy` that this instance claims (its attempt counted),
   * one at a time, until none is left or `work` answers false; a row another instance holds is
   * passed over.
   */
  claimEach(dueBy: string, work: (row: Row) => Promise<boolean>): Promise<void>;
  /** The side effect (the send, the call). */
  perform(row: Row): Promise<void>;
  done(row: Row): Promise<void>;
  /** Puts the row back for a later attempt (the backoff), or gives it up. */
  failed(row: Row, error: unknown): Promise<void>;
}

/**
 * One round over the rows due when it starts (a row failing now waits for a later round), until
 * the signal stops it after the row in progress; resolves how many were done.
 */
export async function drainClaimed<Row>(
  pool: Pool,
  rows: ClaimedRows<Row>,
  signal?: AbortSignal,
): Promise<number> {
  // As text: a JS Date would cut the microseconds and miss a row due in the same millisecond.
  const { rows: now } = await pool.query<{ now: string }>('SELECT clock_timestamp()::text AS now');
  const dueBy = now[0]?.now ?? new Date().toISOString();
  let done = 0;
  await rows.claimEach(dueBy, async (row) => {
    try {
      await rows.perform(row);
    } catch (error) {
      await rows.failed(row, error);
      return !signal?.aborted;
    }
    await rows.done(row);
    done += 1;
    return !signal?.aborted;
  });
  return done;
}
