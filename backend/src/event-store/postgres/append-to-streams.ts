import type { Pool } from 'pg';
import { checkStreamAppends, type AppendResult, type StreamAppend } from '../event-store.port';
import { appendAll } from './append-batch';

/**
 * Appends to many streams with one statement, hence one transaction: every stream or none.
 * Announcing it is left to the caller.
 */
export async function appendToStreams(
  pool: Pool,
  appends: readonly StreamAppend[],
): Promise<AppendResult[]> {
  if (appends.length === 0) return [];
  checkStreamAppends(appends);
  return appendAll(pool, appends, { notifyAtCommit: false });
}
