import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { START, type EventStore, type GlobalPosition } from '../event-store/event-store.port';
import { applyBatch } from './apply-batch';
import { inTransaction, lockCheckpoint, readCheckpoint, saveCheckpoint } from './checkpoints';
import type { Projection } from './projection';

/** Empties the projection's tables and moves its checkpoint back to START, atomically. */
export async function resetProjection(pool: Pool, projection: Projection): Promise<void> {
  await inTransaction(pool, async (tx) => {
    await lockCheckpoint(tx, projection.name);
    for (const table of projection.tables) await tx.query(`TRUNCATE ${table.name}`);
    await saveCheckpoint(tx, projection.name, START);
  });
}

/**
 * Folds everything after the projection's checkpoint, batch by batch, until it has caught up.
 * A running app may fold some of those batches itself; the checkpoint check in applyBatch keeps
 * each event applied once. Returns how many events this call folded.
 */
export async function catchUpProjection(
  store: EventStore,
  pool: Pool,
  projection: Projection,
  onProgress?: (folded: number) => void,
  batchSize = 1000,
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
      onProgress?.(folded);
    } else {
      expected = outcome.stored;
    }
  }
}

/** A hash of the projection's rows in a fixed order: equal hashes mean equal read models. */
export async function projectionContentHash(pool: Pool, projection: Projection): Promise<string> {
  const hash = createHash('sha256');
  for (const table of projection.tables) {
    const { rows } = await pool.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY ${table.orderBy}), '')) AS digest FROM ${table.name} t`,
    );
    hash.update(`${table.name}:${rows[0]?.digest ?? ''}\n`);
  }
  return hash.digest('hex');
}
