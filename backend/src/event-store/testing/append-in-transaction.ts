import type { ClientBase, Pool } from 'pg';
import type { AppendResult, ExpectedRevision, NewEvent } from '../event-store.port';
import { appendAll } from '../postgres/append-batch';

/**
 * One append the way the store makes it, for tests that hold it open: sent on a client inside a
 * transaction the test opened (and commits), it must be that transaction's first write, or it
 * fails; the NOTIFY goes out when that transaction commits. Through a pool it is a transaction of
 * its own.
 */
export async function appendEvents(
  db: Pool | ClientBase,
  streamId: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision,
  { notifyAtCommit = true }: { readonly notifyAtCommit?: boolean } = {},
): Promise<AppendResult> {
  const [result] = await appendAll(db, [{ streamId, events, expectedRevision }], {
    notifyAtCommit,
  });
  if (!result) throw new Error(`Appending to stream ${streamId} returned no result`);
  return result;
}
