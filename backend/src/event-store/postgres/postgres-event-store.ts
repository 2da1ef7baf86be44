import type { ClientBase, Pool } from 'pg';
import { inTransaction } from '../../database/in-transaction';
import { createPool, connectionOptions, type SessionLimits } from '../../database/pg-pool';
import { createSubscriptions } from '../catch-up-subscription';
import { createChangeNotifier } from '../change-notifier';
import {
  START,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
} from '../event-store.port';
import { chainBatch, type ChainedEvent } from '../hash-chain';
import { listenForAppends } from './listen-channel';
import {
  SQL,
  positionParams,
  toPosition,
  toRecordedEvent,
  type EventRow,
  type PositionRow,
} from './sql';

export interface PostgresEventStoreOptions {
  readonly connectionString: string;
  readonly poolSize?: number;
  /**
   * How often a caught-up subscription reads again without a notification. Needed because an
   * append can become readable when an unrelated transaction ends, which notifies nobody.
   */
  readonly pollIntervalMs?: number;
  /** Bounds on the store's own sessions (a stuck append must not hold back every reader). */
  readonly session?: SessionLimits;
}

const DEFAULT_POOL_SIZE = 10;
const DEFAULT_POLL_INTERVAL_MS = 250;
const LISTEN_REOPEN_DELAY_MS = 1000;

export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  // A lost idle connection is dropped and replaced by the pool; the next query reconnects.
  const pool = createPool(
    {
      connectionString: options.connectionString,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      ...(options.session && connectionOptions(options.session)),
    },
    () => undefined,
  );
  const changes = createChangeNotifier(
    listenForAppends(options.connectionString),
    LISTEN_REOPEN_DELAY_MS,
  );
  const readAll = (readOptions?: ReadAllOptions) => readAllEvents(pool, readOptions);
  const subscriptions = createSubscriptions({
    readAll,
    changes,
    pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
  });
  return {
    append: (streamId, events, { expectedRevision }) =>
      append(pool, streamId, events, expectedRevision),
    readStream: (streamId, readOptions) => readStream(pool, streamId, readOptions),
    readAll,
    subscribe: subscriptions.subscribe,
    headPosition: () => headPosition(pool),
    countAfter: (position) => countAfter(pool, position),
    watermarkHeldForMs: () => watermarkHeldForMs(pool),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: async () => {
      await subscriptions.stopAll();
      await changes.close();
      await pool.end();
    },
  };
}

async function append(
  pool: Pool,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  return inTransaction(pool, (client) => appendWithin(client, streamId, events, expected));
}

/**
 * The append, inside a transaction the caller opened (and commits) and has not written in yet
 * (it fails otherwise). The stream row's lock serialises appends to one stream; inserting the row
 * first (a no-op when it exists) gives a new stream a row to lock and makes a concurrent creator
 * wait for this transaction.
 */
export async function appendWithin(
  client: ClientBase,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  if (events.length === 0) throw new RangeError(`Nothing to append to stream ${streamId}`);
  await takeStoreLock(client);
  await client.query(SQL.createStream, [streamId]);
  const stream = await lockStream(client, streamId);
  const stored = await findStoredAppend(client, streamId, events);
  if (stored) return stored;
  checkExpectedRevision(streamId, expected, stream.revision);
  const chained = chainBatch(streamId, stream.revision, stream.lastHash, events);
  const position = await insertEvents(client, streamId, chained);
  const last = chained.at(-1) as ChainedEvent;
  await client.query(SQL.updateStream, [streamId, last.revision, last.metadata.hash]);
  await client.query(SQL.notifyAppended);
  return { nextExpectedRevision: last.revision, position };
}

/** Must come before the transaction writes anything: see the watermark in sql.ts. */
async function takeStoreLock(client: ClientBase): Promise<void> {
  const { rows } = await client.query<{ earlier_transaction_id: string | null }>(SQL.takeStoreLock);
  const earlier = rows[0]?.earlier_transaction_id;
  if (earlier) {
    throw new Error(
      `An append must be the first write of its transaction, but transaction ${earlier} wrote before it: readers could skip its events`,
    );
  }
}

async function lockStream(
  client: ClientBase,
  streamId: string,
): Promise<{ revision: number; lastHash: string | null }> {
  const { rows } = await client.query<{ revision: string; last_hash: string | null }>(
    SQL.lockStream,
    [streamId],
  );
  const row = rows[0];
  if (!row) throw new Error(`Stream ${streamId} has no stream row to lock`);
  return { revision: Number(row.revision), lastHash: row.last_hash };
}

/**
 * A retried append: when every event id of the batch is already in this stream, the original
 * result. Ids stored in another stream, or only some of them, are an error: the batch is neither
 * new nor a retry.
 */
async function findStoredAppend(
  client: ClientBase,
  streamId: string,
  events: readonly NewEvent[],
): Promise<AppendResult | undefined> {
  const ids = events.map((event) => event.id);
  const { rows } = await client.query<PositionRow & { stream_id: string; revision: string }>(
    SQL.findEvents,
    [ids],
  );
  if (rows.length === 0) return undefined;
  const last = rows.at(-1);
  if (!last || rows.length !== ids.length || rows.some((row) => row.stream_id !== streamId)) {
    const found = rows.map((row) => `${row.stream_id}@${row.revision}`).join(', ');
    throw new Error(
      `Cannot append to stream ${streamId}: some of the batch's event ids are already stored (${found}), so it is neither a new batch nor a retry of a stored one`,
    );
  }
  return { nextExpectedRevision: Number(last.revision), position: toPosition(last) };
}

function checkExpectedRevision(streamId: string, expected: ExpectedRevision, actual: number): void {
  if (expected === 'any') return;
  if (actual !== (expected === 'no_stream' ? -1 : expected)) {
    throw new WrongExpectedRevisionError(streamId, expected, actual);
  }
}

/** One multi-row insert; returns the position of the batch's last event. */
async function insertEvents(
  client: ClientBase,
  streamId: string,
  chained: readonly ChainedEvent[],
): Promise<GlobalPosition> {
  const { rows } = await client.query<PositionRow>(SQL.insertEvents, [
    streamId,
    chained.map(({ event }) => event.id),
    chained.map(({ revision }) => revision),
    chained.map(({ event }) => event.type),
    chained.map(({ event }) => event.schemaVersion),
    // Serialised here: pg would turn a JS array into a PostgreSQL array, not a JSON one.
    chained.map(({ event }) => JSON.stringify(event.data)),
    chained.map(({ metadata }) => JSON.stringify(metadata)),
  ]);
  const positions = rows.map(toPosition);
  return positions.reduce((latest, position) =>
    position.prepare > latest.prepare ? position : latest,
  );
}

async function readStream(
  pool: Pool,
  streamId: string,
  options: ReadStreamOptions = {},
): Promise<RecordedEvent[]> {
  const sql = options.direction === 'backwards' ? SQL.readStreamBackwards : SQL.readStreamForwards;
  const { rows } = await pool.query<EventRow>(sql, [
    streamId,
    options.fromRevision ?? null,
    options.maxCount ?? null,
  ]);
  return rows.map(toRecordedEvent);
}

async function readAllEvents(pool: Pool, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
  const { rows } = await pool.query<EventRow>(SQL.readAll, [
    ...positionParams(options.after ?? START),
    options.maxCount ?? null,
  ]);
  return rows.map(toRecordedEvent);
}

async function headPosition(pool: Pool): Promise<GlobalPosition> {
  const { rows } = await pool.query<PositionRow>(SQL.headPosition);
  const row = rows[0];
  return row ? toPosition(row) : START;
}

async function countAfter(pool: Pool, position: GlobalPosition): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(SQL.countAfter, positionParams(position));
  return Number(rows[0]?.count ?? 0);
}

async function watermarkHeldForMs(pool: Pool): Promise<number | null> {
  const { rows } = await pool.query<{ held_ms: string }>(SQL.watermarkHeldFor);
  return rows[0] ? Number(rows[0].held_ms) : null;
}
