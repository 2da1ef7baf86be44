import { createHash } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import {
  START,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
} from '../event-store/event-store.port';
import { applyBatch } from './apply-batch';
import { inTransaction, lockCheckpoint, readCheckpoint, saveCheckpoint } from './checkpoints';
import type { Projection } from './projection';
import {
  createShadowTables,
  dropShadowTables,
  shadowOf,
  swapInShadowTable,
  type Shadow,
} from './shadow-tables';

const DEFAULT_BATCH_SIZE = 1000;

export interface RebuildOptions {
  /** Drops what an interrupted rebuild left and folds from the first event again. */
  readonly restart?: boolean;
  readonly batchSize?: number;
  /** Told how many events are left to fold, once, before the first batch. */
  readonly onStart?: (pending: number) => void;
  /** Called after each batch with the events this call folded so far; throwing stops the rebuild. */
  readonly onBatch?: (folded: number) => void | Promise<void>;
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

async function rebuildInShadow(
  store: EventStore,
  pool: Pool,
  projection: Projection,
  options: RebuildOptions,
): Promise<RebuildOutcome> {
  const shadow = shadowOf(projection);
  // The projection's SQL names its tables unqualified: on these connections they are the shadow's.
  const shadowPool = new Pool({
    ...pool.options,
    max: 2,
    options: [pool.options.options, `-c search_path=${shadow.schema},public`].join(' ').trim(),
  });
  // A connection lost while idle fails the next query, which stops the rebuild; it can resume.
  shadowPool.on('error', () => undefined);
  try {
    const claim = await claimRebuild(shadowPool, projection);
    try {
      return await foldAndSwap(store, shadowPool, projection, shadow, options);
    } finally {
      claim.release(true);
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
  for (const { name } of projection.tables) await shadowPool.query(`ANALYZE ${name}`);
  folded += await swapIn(store, shadowPool, projection, shadow, options.batchSize);
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
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<number> {
  return inTransaction(shadowPool, async (tx) => {
    await lockCheckpoint(tx, projection.name);
    let position = await lockCheckpoint(tx, shadow.checkpoint);
    let folded = 0;
    for (;;) {
      const events = await store.readAll({ after: position, maxCount: batchSize });
      const last = events[events.length - 1];
      if (!last) break;
      await foldEvents(tx, projection, events);
      folded += events.length;
      position = last.position;
    }
    for (const { name } of projection.tables) await swapInShadowTable(tx, shadow, name);
    await saveCheckpoint(tx, projection.name, position);
    await tx.query('DELETE FROM projection_checkpoints WHERE name = $1', [shadow.checkpoint]);
    await tx.query(`DROP SCHEMA ${shadow.schema}`);
    return folded;
  });
}

async function foldEvents(
  tx: PoolClient,
  projection: Projection,
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const event of events) {
    if (projection.eventTypes.includes(event.type)) await projection.apply(event, tx);
  }
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
