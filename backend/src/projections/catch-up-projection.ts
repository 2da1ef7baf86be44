import type { Pool } from 'pg';
import type { EventStore, GlobalPosition } from '../event-store/event-store.port';
import { applyBatch } from './apply-batch';
import { readCheckpoint } from './checkpoints';
import type { Projection } from './projection';

export const DEFAULT_BATCH_SIZE = 1000;

/**
 * Folds everything after the projection's checkpoint, batch by batch, until it has caught up.
 * A running app may fold some of those batches itself; the checkpoint check in applyBatch keeps
 * each event applied once. Returns how many events this call folded.
 */
export async function catchUpProjection(
  store: EventStore,
  pool: Pool,
  projection: Projection,
  onBatch?: (folded: number) => void | Promise<void>,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<number> {
  let expected: GlobalPosition = await readCheckpoint(pool, projection.name);
  let folded = 0;
  for (;;) {
    const events = await store.readAll({ after: expected, maxCount: batchSize });
    if (events.length === 0) return folded;
    const outcome = await applyBatch(pool, projection, expected, events);
    if (outcome.applied) {
      expected = outcome.position;
      folded += events.length;
      await onBatch?.(folded);
    } else {
      expected = outcome.stored;
    }
  }
}
