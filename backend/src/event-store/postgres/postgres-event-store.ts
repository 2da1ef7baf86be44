import type { Pool } from 'pg';
import { createPool, connectionOptions, type SessionLimits } from '../../database/pg-pool';
import { createSubscriptions } from '../catch-up-subscription';
import { createChangeNotifier } from '../change-notifier';
import {
  START,
  type GlobalPosition,
  type ProjectionPage,
  type ProjectionReadOptions,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
} from '../event-store.port';
import type { AppendingEventStore } from '../event-store-append.port';
import { appendEach } from './append-batch';
import { appendToStreams } from './append-to-streams';
import { createAppendNotifier } from './append-notifier';
import { createGroupCommit } from './group-commit';
import { listenForAppends } from './listen-channel';
import {
  SQL,
  positionParams,
  toPosition,
  toRecordedEvent,
  type EventRow,
  type PositionRow,
  type ProjectionRow,
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
/** Appends that come while this many groups are out wait for one of them (group-commit.ts). */
const GROUPS_IN_FLIGHT = 2;
const MAX_GROUP_SIZE = 64;

export function createPostgresEventStore(options: PostgresEventStoreOptions): AppendingEventStore {
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
  const notifier = createAppendNotifier(pool);
  const groups = createGroupCommit(
    async (appends, { alone }) => {
      // Alone, nothing commits beside it to wait for the NOTIFY's lock through this commit's
      // flush (decision 0019), so the NOTIFY rides its commit instead of a transaction of its own.
      const outcomes = await appendEach(pool, appends, { notifyAtCommit: alone });
      if (!alone && outcomes.some(({ ok }) => ok)) notifier.appended();
      return outcomes;
    },
    { groupsInFlight: GROUPS_IN_FLIGHT, maxGroupSize: MAX_GROUP_SIZE },
  );
  const readAll = (readOptions?: ReadAllOptions) => readAllEvents(pool, readOptions);
  const subscriptions = createSubscriptions({
    readAll,
    changes,
    pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
  });
  return {
    append: async (streamId, events, { expectedRevision }) => {
      if (events.length === 0) throw new RangeError(`Nothing to append to stream ${streamId}`);
      return groups.append({ streamId, events, expectedRevision });
    },
    appendToStreams: async (appends) => {
      const results = await appendToStreams(pool, appends);
      if (results.length > 0) notifier.appended();
      return results;
    },
    readStream: (streamId, readOptions) => readStream(pool, streamId, readOptions),
    readStreams: (streamIds) => readStreams(pool, streamIds),
    readAll,
    readForProjection: (readOptions) => readForProjection(pool, readOptions),
    subscribe: subscriptions.subscribe,
    headPosition: () => headPosition(pool),
    countAfter: (position) => countAfter(pool, position),
    watermarkHeldForMs: () => watermarkHeldForMs(pool),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: async () => {
      await subscriptions.stopAll();
      await groups.settled();
      await changes.close();
      await notifier.close();
      await pool.end();
    },
  };
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

/** One query for all the streams (the unique index on stream_id, revision serves it). */
async function readStreams(pool: Pool, streamIds: readonly string[]): Promise<RecordedEvent[][]> {
  if (streamIds.length === 0) return [];
  const byStream = new Map<string, RecordedEvent[]>(streamIds.map((streamId) => [streamId, []]));
  const { rows } = await pool.query<EventRow>(SQL.readStreams, [streamIds]);
  for (const row of rows) byStream.get(row.stream_id)?.push(toRecordedEvent(row));
  return streamIds.map((streamId) => byStream.get(streamId) ?? []);
}

async function readAllEvents(pool: Pool, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
  const { rows } = await pool.query<EventRow>(SQL.readAll, [
    ...positionParams(options.after ?? START),
    options.maxCount ?? null,
  ]);
  return rows.map(toRecordedEvent);
}

async function readForProjection(
  pool: Pool,
  options: ProjectionReadOptions = {},
): Promise<ProjectionPage> {
  const { rows } = await pool.query<ProjectionRow>(SQL.readForProjection, [
    ...positionParams(options.after ?? START),
    options.maxCount ?? null,
    options.types ?? null,
  ]);
  const last = rows[rows.length - 1];
  return {
    events: rows.filter(({ wanted }) => wanted).map(toRecordedEvent),
    covered: rows.length,
    end: last ? toPosition(last) : null,
  };
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
