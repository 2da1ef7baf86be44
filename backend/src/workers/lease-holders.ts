import type { Pool } from 'pg';
import { LEASE_KEY_SQL, WORKER_NAMES, type WorkerName } from './worker-names';

/**
 * Which instance holds each worker's lease (the application_name of the session holding its
 * advisory lock), or null when nobody does. A bigint advisory key shows in pg_locks split into
 * classid (high half) and objid (low half), with objsubid 1.
 */
export async function leaseHolders(pool: Pool): Promise<Map<WorkerName, string | null>> {
  const holders = new Map<WorkerName, string | null>();
  for (const name of WORKER_NAMES) {
    const { rows } = await pool.query<{ holder: string }>(
      `SELECT a.application_name AS holder
         FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND ((l.classid::bigint << 32) | l.objid::bigint) = ${LEASE_KEY_SQL}`,
      [name],
    );
    holders.set(name, rows[0]?.holder ?? null);
  }
  return holders;
}
