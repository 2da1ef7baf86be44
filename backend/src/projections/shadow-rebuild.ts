import { Pool, type PoolClient } from 'pg';
import type { EventStore } from '../event-store/event-store.port';
import { foldEvents } from './apply-batch';
import { catchUpProjection, DEFAULT_BATCH_SIZE } from './catch-up-projection';
import { inTransaction } from '../database/in-transaction';
import { lockCheckpoint, saveCheckpoint } from './checkpoints';
import type { Projection } from './projection';
import type { RebuildOptions, RebuildOutcome } from './projection-rebuild';
import { createDeferredIndexes } from './shadow-indexes';
import {
  createShadowTables,
  dropShadowTables,
  shadowOf,
  swapInTables,
  type Shadow,
} from './shadow-tables';

/** Deferred index builds run side by side on this many connections (ADR 0038). */
const INDEX_BUILDS_AT_ONCE = 2;

/**
 * Rebuilds a read model in shadow tables and swaps them in at once, so readers see the old rows
 * until the new ones are complete; a rebuild that stopped resumes from the shadow's checkpoint.
 */
export async function rebuildInShadow(
  store: EventStore,
  pool: Pool,
  projection: Projection,
  options: RebuildOptions,
): Promise<RebuildOutcome> {
  const shadow = shadowOf(projection);
  // The projection's SQL names its tables unqualified: on these connections they are the shadow's.
  // A batch's commit need not wait for its WAL flush: a crash loses the last batches together
  // with the shadow checkpoint that counted them, and the rebuild resumes before them.
  // One connection holds the rebuild's claim; the others fold, then build indexes side by side.
  const shadowPool = new Pool({
    ...pool.options,
    max: 1 + INDEX_BUILDS_AT_ONCE,
    options: [
      pool.options.options,
      `-c search_path=${shadow.schema},public`,
      '-c synchronous_commit=off',
    ]
      .join(' ')
      .trim(),
  });
  // A connection lost while idle fails the next query, which stops the rebuild; it can resume.
  shadowPool.on('error', () => undefined);
  try {
    const claim = await claimRebuild(shadowPool, projection);
    try {
      return await foldAndSwap(store, shadowPool, projection, shadow, options);
    } finally {
      await releaseRebuild(claim, projection);
    }
  } finally {
    await shadowPool.end();
  }
}

/**
 * One rebuild of a projection at a time: a second one would fold into the same shadow or find it
 * swapped away. The lock is the session's, so it goes with the connection when a process dies.
 */
async function claimRebuild(shadowPool: Pool, projection: Projection): Promise<PoolClient> {
  const client = await shadowPool.connect();
  const { rows } = await client.query<{ claimed: boolean }>(
    'SELECT pg_try_advisory_lock(hashtext($1)) AS claimed',
    [shadowOf(projection).checkpoint],
  );
  if (rows[0]?.claimed) return client;
  client.release(true);
  throw new Error(`Another rebuild of ${projection.name} is running`);
}

/**
 * Unlocks before letting the connection go: a closed connection's lock is released only when its
 * server process has ended, after the next rebuild may already have asked for it.
 */
async function releaseRebuild(client: PoolClient, projection: Projection): Promise<void> {
  try {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [
      shadowOf(projection).checkpoint,
    ]);
    client.release();
  } catch {
    client.release(true);
  }
}

async function foldAndSwap(
  store: EventStore,
  shadowPool: Pool,
  projection: Projection,
  shadow: Shadow,
  options: RebuildOptions,
): Promise<RebuildOutcome> {
  const resumedFrom = await inTransaction(shadowPool, async (tx) => {
    if (options.restart) await dropShadowTables(tx, shadow);
    await createShadowTables(tx, projection, shadow);
    return lockCheckpoint(tx, shadow.checkpoint);
  });
  options.onStart?.(await store.countAfter(resumedFrom));
  const shadowProjection = { ...projection, name: shadow.checkpoint };
  let folded = await catchUpProjection(
    store,
    shadowPool,
    shadowProjection,
    options.onBatch,
    options.batchSize,
  );
  for (const { name } of projection.tables) {
    await createDeferredIndexes(shadowPool, shadow, name, INDEX_BUILDS_AT_ONCE);
    await shadowPool.query(`ANALYZE ${name}`);
  }
  folded += await swapIn(store, shadowPool, projection, shadow, options);
  return { resumedFrom, folded };
}

/**
 * One transaction: holds the live checkpoint (the app's runner waits), folds the events the
 * shadow still lacks, replaces the live tables and moves the live checkpoint to the shadow's.
 * The runner then finds its checkpoint moved and follows from there, on the new tables.
 */
async function swapIn(
  store: EventStore,
  shadowPool: Pool,
  projection: Projection,
  shadow: Shadow,
  { batchSize = DEFAULT_BATCH_SIZE, swapLockTimeoutMs = 5000 }: RebuildOptions,
): Promise<number> {
  return inTransaction(shadowPool, async (tx) => {
    await tx.query('SET LOCAL synchronous_commit = on');
    await lockCheckpoint(tx, projection.name);
    let position = await lockCheckpoint(tx, shadow.checkpoint);
    let folded = 0;
    for (;;) {
      const { events, covered, end } = await store.readForProjection({
        after: position,
        maxCount: batchSize,
        types: projection.eventTypes,
      });
      if (!end) break;
      await foldEvents(tx, projection, events);
      folded += covered;
      position = end;
    }
    await swapInTables(tx, projection, shadow, swapLockTimeoutMs);
    await saveCheckpoint(tx, projection.name, position);
    await tx.query('DELETE FROM projection_checkpoints WHERE name = $1', [shadow.checkpoint]);
    await tx.query(`DROP SCHEMA ${shadow.schema}`);
    return folded;
  });
}
