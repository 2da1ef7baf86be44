import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '../database/in-transaction';

/**
 * Runs a budget's read, judgement and reservation in one transaction holding the budget's
 * advisory lock (one for the whole budget, or one per key), so that every instance on the
 * database judges its charges one after another and two cannot both take the last of it.
 */
export function underBudgetLock<T>(
  pool: Pool,
  lock: readonly [budget: string, key?: string],
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const [budget, key] = lock;
  return inTransaction(pool, async (client) => {
    await (key === undefined
      ? client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [budget])
      : client.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [budget, key]));
    return work(client);
  });
}
