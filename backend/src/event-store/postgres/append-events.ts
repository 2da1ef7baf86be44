import type { ClientBase, Pool } from 'pg';
import type { AppendResult, ExpectedRevision, NewEvent } from '../event-store.port';
import { appendAll } from './append-batch';

/**
 * One append as one statement (one round trip). Sent through a pool it is a transaction of its
 * own; sent on a client inside a transaction the caller opened (and commits), it must be that
 * transaction's first write, or it fails. `notifyAtCommit: false` leaves announcing it to the
 * caller, once it has committed (append-notifier.ts).
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
