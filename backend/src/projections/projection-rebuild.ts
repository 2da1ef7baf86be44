import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { START, type EventStore, type GlobalPosition } from '../event-store/event-store.port';
import { catchUpProjection } from './catch-up-projection';
import { inTransaction } from '../database/in-transaction';
import { lockCheckpoint, saveCheckpoint } from './checkpoints';
import type { Projection } from './projection';
import { rebuildInShadow } from './shadow-rebuild';

export interface RebuildOptions {
  /** Drops what an interrupted rebuild left and folds from the first event again. */
  readonly restart?: boolean;
  readonly batchSize?: number;
  /** Told how many events are left to fold, once, before the first batch. */
  readonly onStart?: (pending: number) => void;
  /** Called after each batch with the events this call folded so far; throwing stops the rebuild. */
  readonly onBatch?: (folded: number) => void | Promise<void>;
  /** How long the swap waits for a query on a live table to end before it gives up (5 s). */
  readonly swapLockTimeoutMs?: number;
}

export interface RebuildOutcome {
  /** Where this call started folding: START, or the checkpoint an interrupted rebuild reached. */
  readonly resumedFrom: GlobalPosition;
  readonly folded: number;
}

/**
 * Folds a projection again from the first event while the app keeps running. A read model is
 * rebuilt in shadow tables and swapped in at once, so readers see the old rows until the new ones
 * are complete; side effects are replayed in place, where they add nothing (ADR 0016).
 */
export async function rebuildProjection(
  store: EventStore,
  pool: Pool,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildOutcome> {
  return projection.writes === 'read-model'
    ? rebuildInShadow(store, pool, projection, options)
    : replayInPlace(store, pool, projection, options);
}

async function replayInPlace(
  store: EventStore,
  pool: Pool,
  projection: Projection,
  options: RebuildOptions,
): Promise<RebuildOutcome> {
  await inTransaction(pool, async (tx) => {
    await lockCheckpoint(tx, projection.name);
    await saveCheckpoint(tx, projection.name, START);
  });
  options.onStart?.(await store.countAfter(START));
  const folded = await catchUpProjection(
    store,
    pool,
    projection,
    options.onBatch,
    options.batchSize,
  );
  return { resumedFrom: START, folded };
}

/** A hash of the projection's rows in a fixed order: equal hashes mean equal tables. */
export async function projectionContentHash(pool: Pool, projection: Projection): Promise<string> {
  const hash = createHash('sha256');
  for (const table of projection.tables) {
    const row = table.hashedColumns ? `ROW(${table.hashedColumns.join(', ')})` : 't';
    const { rows } = await pool.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(${row}::text, E'\\n' ORDER BY ${table.orderBy}), '')) AS digest
       FROM ${table.name} t`,
    );
    hash.update(`${table.name}:${rows[0]?.digest ?? ''}\n`);
  }
  return hash.digest('hex');
}
