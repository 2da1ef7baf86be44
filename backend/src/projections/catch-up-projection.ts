import type { Pool } from 'pg';
import type { EventStore, GlobalPosition, ProjectionPage } from '../event-store/event-store.port';
import { applyBatch } from './apply-batch';
import { readCheckpoint } from './checkpoints';
import type { Projection } from './projection';

/** Rebuilds read large batches: fewer transactions, and each batch folds more events at once. */
export const DEFAULT_BATCH_SIZE = 10_000;

/**
 * Folds everything after the projection's checkpoint, batch by batch, until it has caught up.
 * A running app may fold some of those batches itself; the checkpoint check in applyBatch keeps
 * each event applied once. The next batch is read while one is applied, so the store's read and
 * the database's writes overlap; it holds only the types the projection folds. Returns how many
 * events this call passed, of any type.
 */
export async function catchUpProjection(
  store: EventStore,
  pool: Pool,
  projection: Projection,
  onBatch?: (folded: number) => void | Promise<void>,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<number> {
  const read = (after: GlobalPosition) =>
    prefetch(store.readForProjection({ after, maxCount: batchSize, types: projection.eventTypes }));
  let expected: GlobalPosition = await readCheckpoint(pool, projection.name);
  let next = read(expected);
  let folded = 0;
  for (;;) {
    const { events, covered, end } = await next;
    if (!end) return folded;
    next = read(end);
    const outcome = await applyBatch(pool, projection, expected, events, end);
    if (outcome.applied) {
      expected = outcome.position;
      folded += covered;
      await onBatch?.(folded);
    } else {
      expected = outcome.stored;
      next = read(expected);
    }
  }
}

/** A read started ahead: if the loop stops before awaiting it, its failure is not unhandled. */
function prefetch(read: Promise<ProjectionPage>): Promise<ProjectionPage> {
  read.catch(() => undefined);
  return read;
}
