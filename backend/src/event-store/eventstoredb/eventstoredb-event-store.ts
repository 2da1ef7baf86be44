import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as STREAM_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Direction,
  type JSONType,
  type Position,
  type ReadPosition,
  type RecordedEvent as StoredRecord,
  type StreamingRead,
} from '@eventstore/db-client';
import { createSubscriptions } from '../catch-up-subscription';
import { createChangeNotifier, type OpenChangeChannel } from '../change-notifier';
import {
  START,
  WrongExpectedRevisionError,
  comparePositions,
  type AppendResult,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type ProjectionPage,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StoredMetadata,
  type StreamAppend,
  checkStreamAppends,
} from '../event-store.port';
import type { AppendingEventStore } from '../event-store-append.port';
import { chainBatch, type ChainedEvent } from '../hash-chain';

export interface EventStoreDbEventStoreOptions {
  /** e.g. `esdb://localhost:2113?tls=false` */
  readonly connectionString: string;
}

/** The live subscription wakes subscribers at once; polling only covers a lost subscription. */
const POLL_INTERVAL_MS = 1000;
const RESUBSCRIBE_DELAY_MS = 1000;
/** Streams of a multi-stream append written at once: overlaps round trips, bounds the load. */
const PARALLEL_STREAM_APPENDS = 8;
/** Streams of a batch read at once (EventStoreDB reads one stream per call). */
const PARALLEL_STREAM_READS = 8;
/** With expected revision 'any' an append retries this often when other writers keep winning. */
const MAX_ANY_ATTEMPTS = 100;

/** The schema version travels in the EventStoreDB metadata, beside the stored metadata. */
interface EventStoreDbMetadata extends StoredMetadata {
  readonly schemaVersion: number;
}

export function createEventStoreDbEventStore(
  options: EventStoreDbEventStoreOptions,
): AppendingEventStore {
  return eventStoreOnClient(EventStoreDBClient.connectionString(options.connectionString));
}

/** The store over a client it then owns (close disposes it). */
export function eventStoreOnClient(client: EventStoreDBClient): AppendingEventStore {
  const changes = createChangeNotifier(watchAppends(client), RESUBSCRIBE_DELAY_MS);
  const readAll = (readOptions?: ReadAllOptions) => readAllEvents(client, readOptions);
  const subscriptions = createSubscriptions({ readAll, changes, pollIntervalMs: POLL_INTERVAL_MS });
  return {
    append: (streamId, events, { expectedRevision }) =>
      append(client, streamId, events, expectedRevision),
    appendToStreams: (appends) => appendToStreams(client, appends),
    readStream: (streamId, readOptions) => readStream(client, streamId, readOptions),
    readStreams: (streamIds) => readStreams(client, streamIds),
    readAll,
    readForProjection: async ({ types, ...page } = {}) =>
      projectionPage(await readAllEvents(client, page), types),
    subscribe: subscriptions.subscribe,
    headPosition: () => headPosition(client),
    countAfter: (position) => countAfter(client, position),
    // EventStoreDB assigns positions at commit, in one ordered log: nothing is ever held back.
    watermarkHeldForMs: async () => null,
    ping: async () => {
      await drain(client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 }));
    },
    close: async () => {
      await subscriptions.stopAll();
      await changes.close();
      await client.dispose();
    },
  };
}

/**
 * Appends after the stream's last event as read, so the chain links to it: the write names that
 * exact revision, so it fails rather than lands after an event it did not hash. With 'any' the
 * store itself retries such a conflict.
 */
async function append(
  client: EventStoreDBClient,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  if (events.length === 0) throw new RangeError(`Nothing to append to stream ${streamId}`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await appendOnce(client, streamId, events, expected);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (expected !== 'any' || attempt >= MAX_ANY_ATTEMPTS) throw error;
    }
  }
}

/**
 * EventStoreDB has no transaction across streams: each stream is appended on its own, a few at a
 * time. The first failure stops starting new ones and rejects once those running have settled.
 */
async function appendToStreams(
  client: EventStoreDBClient,
  appends: readonly StreamAppend[],
): Promise<AppendResult[]> {
  checkStreamAppends(appends);
  const results: AppendResult[] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < appends.length) {
      const index = next++;
      const { streamId, events, expectedRevision } = appends[index] as StreamAppend;
      results[index] = await append(client, streamId, events, expectedRevision).catch((error) => {
        failed = true;
        throw error;
      });
    }
  };
  const workers = Array.from({ length: Math.min(PARALLEL_STREAM_APPENDS, appends.length) }, worker);
  const outcomes = await Promise.allSettled(workers);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}

async function appendOnce(
  client: EventStoreDBClient,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  const tail = await readStream(client, streamId, {
    direction: 'backwards',
    maxCount: events.length,
  });
  const stored = storedAppend(tail, events);
  if (stored) return stored;
  const last = tail[0];
  const current = last?.revision ?? -1;
  // The write would land after events this append did not hash; it is a conflict either way.
  if (typeof expected === 'number' && current < expected) {
    throw new WrongExpectedRevisionError(streamId, expected, current);
  }
  const chained = chainBatch(streamId, current, last?.metadata.hash ?? null, events);
  try {
    const result = await client.appendToStream(streamId, chained.map(toEventData), {
      expectedRevision: toAppendRevision(expected, current),
    });
    const revision = Number(result.nextExpectedRevision);
    return {
      nextExpectedRevision: revision,
      position: await positionOf(client, streamId, revision),
    };
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) throw toConflict(streamId, expected, error);
    throw error;
  }
}

/**
 * The position a reader of $all will see for the event, which callers compare with the positions
 * their subscriptions reach; read back rather than taken from the append's reply.
 */
async function positionOf(
  client: EventStoreDBClient,
  streamId: string,
  revision: number,
): Promise<GlobalPosition> {
  const [event] = await readStream(client, streamId, { fromRevision: revision, maxCount: 1 });
  if (!event) throw new Error(`Event ${revision} of stream ${streamId} cannot be read back`);
  return event.position;
}

/** A retry of the stream's last append: the ids match its tail. */
function storedAppend(
  tail: readonly RecordedEvent[],
  events: readonly NewEvent[],
): AppendResult | undefined {
  const last = tail[0];
  const tailIds = tail.map((event) => event.id).reverse();
  const isRetry =
    last !== undefined &&
    tailIds.length === events.length &&
    tailIds.every((id, index) => id === events[index]?.id);
  return isRetry ? { nextExpectedRevision: last.revision, position: last.position } : undefined;
}

function toAppendRevision(expected: ExpectedRevision, current: number): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  const revision = expected === 'any' ? current : expected;
  return revision < 0 ? NO_STREAM : BigInt(revision);
}

function toConflict(
  streamId: string,
  expected: ExpectedRevision,
  error: WrongExpectedVersionError,
): WrongExpectedRevisionError {
  const actual = error.actualVersion === NO_STREAM ? -1 : Number(error.actualVersion);
  return new WrongExpectedRevisionError(streamId, expected, actual);
}

function toEventData({ event, metadata }: ChainedEvent) {
  const stored: EventStoreDbMetadata = { ...metadata, schemaVersion: event.schemaVersion };
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    metadata: stored,
  });
}

async function readStream(
  client: EventStoreDBClient,
  streamId: string,
  options: ReadStreamOptions = {},
): Promise<RecordedEvent[]> {
  const backwards = options.direction === 'backwards';
  const read = client.readStream(streamId, {
    direction: backwards ? BACKWARDS : FORWARDS,
    fromRevision:
      options.fromRevision === undefined
        ? backwards
          ? END
          : STREAM_START
        : BigInt(options.fromRevision),
    maxCount: options.maxCount,
  });
  const events: RecordedEvent[] = [];
  try {
    for await (const { event } of read) {
      if (event) events.push(toRecordedEvent(event));
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return events;
}

async function readStreams(
  client: EventStoreDBClient,
  streamIds: readonly string[],
): Promise<RecordedEvent[][]> {
  const streams: RecordedEvent[][] = [];
  for (let start = 0; start < streamIds.length; start += PARALLEL_STREAM_READS) {
    const chunk = streamIds.slice(start, start + PARALLEL_STREAM_READS);
    streams.push(...(await Promise.all(chunk.map((streamId) => readStream(client, streamId)))));
  }
  return streams;
}

async function readAllEvents(
  client: EventStoreDBClient,
  { after = START, maxCount = Number.POSITIVE_INFINITY }: ReadAllOptions = {},
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  if (maxCount <= 0) return events;
  for await (const event of eventsAfter(client, after)) {
    events.push(event);
    if (events.length >= maxCount) break;
  }
  return events;
}

/** Reads of $all cannot filter by type in this client version: the page is filtered here. */
function projectionPage(
  events: readonly RecordedEvent[],
  types: readonly string[] | undefined,
): ProjectionPage {
  return {
    events: events
      .filter(({ type }) => !types || types.includes(type))
      .map(({ metadata: { prevHash: _prevHash, hash: _hash, ...metadata }, ...event }) => ({
        ...event,
        metadata,
      })),
    covered: events.length,
    end: events.at(-1)?.position ?? null,
  };
}

async function headPosition(client: EventStoreDBClient): Promise<GlobalPosition> {
  for await (const event of appEvents(client, BACKWARDS, END)) return event.position;
  return START;
}

async function countAfter(client: EventStoreDBClient, position: GlobalPosition): Promise<number> {
  let count = 0;
  for await (const _event of eventsAfter(client, position)) count += 1;
  return count;
}

async function* eventsAfter(
  client: EventStoreDBClient,
  after: GlobalPosition,
): AsyncGenerator<RecordedEvent> {
  const from: ReadPosition = comparePositions(after, START) === 0 ? STREAM_START : after;
  for await (const event of appEvents(client, FORWARDS, from)) {
    // A read of $all from a position includes the event at that position.
    if (comparePositions(event.position, after) > 0) yield event;
  }
}

/**
 * The application's events in $all. Reads of $all cannot filter in this client version, so
 * system events are skipped here, as subscribeToAll's excludeSystemEvents() filter does.
 */
async function* appEvents(
  client: EventStoreDBClient,
  direction: Direction,
  fromPosition: ReadPosition,
): AsyncGenerator<RecordedEvent> {
  const read = client.readAll({ direction, fromPosition });
  try {
    for await (const { event } of read) {
      if (event?.isJson && !event.type.startsWith('$')) yield toRecordedEvent(event);
    }
  } finally {
    await read.cancel();
  }
}

function toRecordedEvent(event: StoredRecord): RecordedEvent {
  const { schemaVersion, ...metadata } = event.metadata as unknown as EventStoreDbMetadata;
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: requirePosition(event.position),
    type: event.type,
    schemaVersion,
    data: event.data,
    metadata,
  };
}

/** EventStoreDB reports positions on stream reads from version 22.6 on. */
function requirePosition(position: Position | undefined): GlobalPosition {
  if (!position)
    throw new Error('EventStoreDB did not report a position; version 22.6 or later is required');
  return { commit: position.commit, prepare: position.prepare };
}

async function drain(read: StreamingRead<AllStreamResolvedEvent>): Promise<void> {
  for await (const _event of read) {
    // Reading is the check.
  }
}

/** A live subscription from the end of $all, used only as a wake-up. */
function watchAppends(client: EventStoreDBClient): OpenChangeChannel {
  return async ({ onChange, onLost }) => {
    const subscription = client.subscribeToAll({
      fromPosition: END,
      filter: excludeSystemEvents(),
    });
    let open = true;
    const lose = () => {
      if (!open) return;
      open = false;
      onLost();
    };
    subscription.on('data', onChange);
    subscription.on('error', lose);
    subscription.on('end', lose);
    return {
      close: async () => {
        open = false;
        await subscription.unsubscribe();
      },
    };
  };
}
