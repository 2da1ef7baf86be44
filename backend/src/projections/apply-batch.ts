import type { Pool, PoolClient } from 'pg';
import {
  comparePositions,
  type GlobalPosition,
  type ProjectionEvent,
} from '../event-store/event-store.port';
import { inTransaction } from '../database/in-transaction';
import { lockCheckpoint, saveCheckpoint } from './checkpoints';
import type { Projection } from './projection';

export type BatchOutcome =
  { applied: true; position: GlobalPosition } | { applied: false; stored: GlobalPosition };

/**
 * Applies a batch that starts right after `expected`, and moves the checkpoint to `end` (its last
 * event's position, or further when the batch was read without the types the projection skips),
 * in one transaction. When the stored checkpoint is not `expected` (a rebuild reset it, or another
 * process moved it) nothing is applied and the caller re-reads from the stored position: that
 * optimistic check is what keeps two runners from applying an event twice.
 */
export async function applyBatch(
  pool: Pool,
  projection: Projection,
  expected: GlobalPosition,
  events: readonly ProjectionEvent[],
  end = events.at(-1)?.position,
): Promise<BatchOutcome> {
  if (!end) return { applied: true, position: expected };
  return inTransaction(pool, async (tx) => {
    const stored = await lockCheckpoint(tx, projection.name);
    if (comparePositions(stored, expected) !== 0) return { applied: false, stored };
    await foldEvents(tx, projection, events);
    await saveCheckpoint(tx, projection.name, end);
    return { applied: true, position: end };
  });
}

/**
 * Applies the events the projection handles, in order, inside the caller's transaction: all at
 * once when the projection folds batches, else one by one.
 */
export async function foldEvents(
  tx: PoolClient,
  projection: Projection,
  events: readonly ProjectionEvent[],
): Promise<void> {
  const handled = events.filter((event) => projection.eventTypes.includes(event.type));
  if (projection.applyBatch) {
    if (handled.length > 0) await projection.applyBatch(handled, tx);
    return;
  }
  for (const event of handled) await projection.apply(event, tx);
}
