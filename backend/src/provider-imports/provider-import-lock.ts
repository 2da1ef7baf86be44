import type { Pool } from 'pg';

/** Keeps these locks apart from other advisory locks of the database (hashtextextended's seed). */
export const IMPORT_LOCK_SEED = 25;

/**
 * Runs `work` while this process holds the request's session-level advisory lock, on a pooled
 * connection kept for the time: no other instance works on the request meanwhile, and the lock
 * goes with the connection when the process dies (kill -9), so a restart takes the request over
 * at once. Resolves false, doing nothing, when another process holds it.
 */
export async function withImportLock(
  pool: Pool,
  eventId: string,
  work: () => Promise<void>,
): Promise<boolean> {
  const client = await pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(hashtextextended($1, ${IMPORT_LOCK_SEED})) AS locked`,
      [eventId],
    );
    if (!rows[0]?.locked) return false;
    try {
      await work();
    } finally {
      await client
        .query(`SELECT pg_advisory_unlock(hashtextextended($1, ${IMPORT_LOCK_SEED}))`, [eventId])
        .catch(() => (broken = true));
    }
    return true;
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection whose unlock failed must not go back to the pool still holding the lock.
    client.release(broken);
  }
}
