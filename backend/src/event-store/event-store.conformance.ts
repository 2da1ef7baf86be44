import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  WrongExpectedRevisionError,
  comparePositions,
  type AppendResult,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
} from './event-store.port';
import type { AppendingEventStore } from './event-store-append.port';
import { describeAppendToStreams } from './event-store-batch.conformance';
import { verifyChain } from '@job-intake/contracts/audit/hash-chain';
import { eventually, newEvent, newStreamId, sleep } from './testing/test-events';

/**
 * The behaviour every event store adapter must have. An adapter's spec calls this with a factory
 * for a store on an empty or shared server; the tests use their own streams and read the global
 * log relative to its head, so they do not depend on what else the store holds.
 */

export interface EventStoreFixture {
  readonly store: AppendingEventStore;
  /**
   * Starts appending the events to a new stream and holds the append just before it commits, as
   * a slow transaction or a slow network would, so that a later append can commit first.
   */
  holdAppend(streamId: string, events: readonly NewEvent[]): Promise<HeldAppend>;
  /** Whether appendToStreams is all or nothing (see the port). */
  readonly atomicBatches: boolean;
  cleanup(): Promise<void>;
}

/** An append that has started but not committed. */
export interface HeldAppend {
  commit(): Promise<AppendResult>;
}

type GetStore = () => AppendingEventStore;

export function describeEventStoreConformance(
  name: string,
  factory: () => Promise<EventStoreFixture>,
): void {
  describe(`${name} event store conformance`, () => {
    let fixture: EventStoreFixture;
    beforeAll(async () => {
      fixture = await factory();
    });
    afterAll(() => fixture.cleanup());
    const store = () => fixture.store;

    describeAppend(store);
    describeAppendToStreams(store, () => fixture.atomicBatches);
    describeReadStream(store);
    describeReadAll(store);
    describeReadForProjection(store);
    describeSubscribe(store);
    describeHashChain(store);
    describeConcurrency(store);
    describeLateCommit(() => fixture);
  });
}

function describeAppend(store: GetStore): void {
  describe('append', () => {
    it('creates a stream with no_stream and stores every field', async () => {
      const streamId = newStreamId();
      const events = [newEvent('JobCreated', { title: 'Roof', tags: ['a', 'b'] }), newEvent()];
      const result = await store().append(streamId, events, { expectedRevision: 'no_stream' });
      const stored = await store().readStream(streamId);
      expect(result.nextExpectedRevision).toBe(1);
      expect(stored.map(({ revision }) => revision)).toEqual([0, 1]);
      expect(stored[0]).toMatchObject({
        id: events[0]?.id,
        streamId,
        type: 'JobCreated',
        schemaVersion: 1,
        data: { title: 'Roof', tags: ['a', 'b'] },
        metadata: events[0]?.metadata,
      });
      expect(stored[1]?.position).toEqual(result.position);
      expect(comparePositions(stored[0]!.position, stored[1]!.position)).toBe(-1);
    });

    it('appends with the exact last revision and with any', async () => {
      const streamId = newStreamId();
      expect(await appendOne(store(), streamId, 'any')).toBe(0);
      expect(await appendOne(store(), streamId, 0)).toBe(1);
      expect(await appendOne(store(), streamId, 'any')).toBe(2);
      expect(await store().readStream(streamId)).toHaveLength(3);
    });

    it.each<[string, ExpectedRevision, number]>([
      ['no_stream on an existing stream', 'no_stream', 1],
      ['a stale revision', 0, 1],
      ['a revision ahead of the stream', 5, 1],
    ])(
      'rejects %s with the actual revision and appends nothing',
      async (_case, expected, actual) => {
        const streamId = newStreamId();
        await store().append(streamId, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
        const attempt = store().append(streamId, [newEvent()], { expectedRevision: expected });
        await expect(attempt).rejects.toEqual(
          new WrongExpectedRevisionError(streamId, expected, actual),
        );
        await expect(attempt).rejects.toMatchObject({ streamId, expected, actual });
        expect(await store().readStream(streamId)).toHaveLength(2);
      },
    );

    it('rejects an exact revision on a missing stream with actual -1', async () => {
      const streamId = newStreamId();
      const attempt = store().append(streamId, [newEvent()], { expectedRevision: 0 });
      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(attempt).rejects.toMatchObject({ actual: -1 });
      expect(await store().readStream(streamId)).toEqual([]);
    });

    it('lets exactly one of several concurrent creators of a stream win', async () => {
      const streamId = newStreamId();
      const attempts = Array.from({ length: 6 }, () =>
        store().append(streamId, [newEvent()], { expectedRevision: 'no_stream' }),
      );
      const outcomes = await Promise.allSettled(attempts);
      const losers = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason] : [],
      );
      expect(losers).toHaveLength(5);
      losers.forEach((error) =>
        expect(error).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 0 }),
      );
      expect(await store().readStream(streamId)).toHaveLength(1);
    });

    it('serialises concurrent appends with any to a new stream', async () => {
      const streamId = newStreamId();
      const attempts = Array.from({ length: 6 }, () =>
        store().append(streamId, [newEvent()], { expectedRevision: 'any' }),
      );
      const revisions = (await Promise.all(attempts)).map((result) => result.nextExpectedRevision);
      expect(revisions.sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect(verifyChain(await store().readStream(streamId))).toEqual({ ok: true });
    });

    it('treats a re-append of the same events as a no-op with the same result', async () => {
      const streamId = newStreamId();
      const events = [newEvent(), newEvent()];
      const first = await store().append(streamId, events, { expectedRevision: 'no_stream' });
      const again = await store().append(streamId, events, { expectedRevision: 'no_stream' });
      const anyAgain = await store().append(streamId, events, { expectedRevision: 'any' });
      expect(again).toEqual(first);
      expect(anyAgain).toEqual(first);
      expect(await store().readStream(streamId)).toHaveLength(2);
    });
  });
}

function describeReadStream(store: GetStore): void {
  describe('readStream', () => {
    const streamId = newStreamId();
    beforeAll(() => appendMany(store(), streamId, 5));
    const revisions = (events: RecordedEvent[]) => events.map(({ revision }) => revision);

    it('reads forwards, from a revision, at most maxCount', async () => {
      expect(revisions(await store().readStream(streamId))).toEqual([0, 1, 2, 3, 4]);
      const page = await store().readStream(streamId, { fromRevision: 2, maxCount: 2 });
      expect(revisions(page)).toEqual([2, 3]);
    });

    it('reads backwards from the end or from a revision', async () => {
      const all = await store().readStream(streamId, { direction: 'backwards' });
      expect(revisions(all)).toEqual([4, 3, 2, 1, 0]);
      const page = await store().readStream(streamId, {
        direction: 'backwards',
        fromRevision: 3,
        maxCount: 2,
      });
      expect(revisions(page)).toEqual([3, 2]);
    });

    it('returns nothing for a missing stream', async () => {
      expect(await store().readStream(newStreamId())).toEqual([]);
    });

    it('reads many whole streams at once, in the order asked, a missing one empty', async () => {
      const other = newStreamId();
      await appendMany(store(), other, 2);
      const missing = newStreamId();
      const read = await store().readStreams([other, missing, streamId]);
      expect(read).toEqual([
        await store().readStream(other),
        [],
        await store().readStream(streamId),
      ]);
      expect(await store().readStreams([])).toEqual([]);
    });
  });
}

function describeReadAll(store: GetStore): void {
  describe('readAll, headPosition and countAfter', () => {
    const first = newStreamId();
    const second = newStreamId();
    let before: GlobalPosition;
    let ids: string[];
    let lastPosition: GlobalPosition;
    beforeAll(async () => {
      before = await store().headPosition();
      const a = [newEvent(), newEvent()];
      const b = [newEvent()];
      const c = [newEvent()];
      await store().append(first, a, { expectedRevision: 'no_stream' });
      await store().append(second, b, { expectedRevision: 'no_stream' });
      lastPosition = (await store().append(first, c, { expectedRevision: 1 })).position;
      ids = [...a, ...b, ...c].map(({ id }) => id);
    });

    it('reads the events after a position in the order they were appended', async () => {
      const events = await store().readAll({ after: before });
      expect(events.map(({ id }) => id)).toEqual(ids);
      expectIncreasingPositions(events);
    });

    it('reads at most maxCount, and on after the last one read', async () => {
      const page = await store().readAll({ after: before, maxCount: 2 });
      const rest = await store().readAll({ after: page[1]!.position });
      expect([...page, ...rest].map(({ id }) => id)).toEqual(ids);
      expect(page).toHaveLength(2);
    });

    it('reads from START by default', async () => {
      const everything = await store().readAll();
      expect(everything.map(({ id }) => id)).toEqual(expect.arrayContaining(ids));
      expectIncreasingPositions(everything);
    });

    it('reports the head position and how many events follow a position', async () => {
      expect(await store().headPosition()).toEqual(lastPosition);
      expect(await store().countAfter(before)).toBe(4);
      expect(await store().countAfter(lastPosition)).toBe(0);
    });
  });
}

function describeReadForProjection(store: GetStore): void {
  describe('readForProjection', () => {
    let before: GlobalPosition;
    let appended: RecordedEvent[];
    beforeAll(async () => {
      before = await store().headPosition();
      const streamId = newStreamId();
      const events = [newEvent('Kept'), newEvent('Skipped'), newEvent('Skipped'), newEvent('Kept')];
      await store().append(streamId, events, { expectedRevision: 'no_stream' });
      appended = await store().readAll({ after: before });
    });

    it('reads the page readAll reads, each event without its hashes', async () => {
      const page = await store().readForProjection({ after: before, maxCount: 3 });
      const withoutHashes = appended
        .slice(0, 3)
        .map(({ metadata: { prevHash: _prevHash, hash: _hash, ...metadata }, ...event }) => ({
          ...event,
          metadata,
        }));
      expect(page).toEqual({ events: withoutHashes, covered: 3, end: appended[2]!.position });
    });

    it('keeps only the types asked, and ends the page at its last event of any type', async () => {
      const kept = appended.filter(({ type }) => type === 'Kept').map(({ id }) => id);
      const first = await store().readForProjection({
        after: before,
        maxCount: 3,
        types: ['Kept'],
      });
      const skipped = await store().readForProjection({ after: first.end!, maxCount: 1 });
      const rest = await store().readForProjection({ after: first.end!, types: ['Kept'] });
      expect(first.events.map(({ id }) => id)).toEqual(kept.slice(0, 1));
      expect([first.covered, first.end]).toEqual([3, appended[2]!.position]);
      expect(skipped.events.map(({ id }) => id)).toEqual([appended[3]!.id]);
      expect(rest.events.map(({ id }) => id)).toEqual(kept.slice(1));
    });

    it('has no end after the last event', async () => {
      const last = appended.at(-1)!.position;
      expect(await store().readForProjection({ after: last, types: ['Kept'] })).toEqual({
        events: [],
        covered: 0,
        end: null,
      });
    });
  });
}

function describeSubscribe(store: GetStore): void {
  describe('subscribe', () => {
    it('delivers existing events, then new ones, once each, in order and in batches', async () => {
      const before = await store().headPosition();
      const streamId = newStreamId();
      const existing = await appendMany(store(), streamId, 3);
      const batches: (readonly RecordedEvent[])[] = [];
      const subscription = store().subscribe({ after: before, batchSize: 2 }, async (events) => {
        batches.push(events);
      });
      const seen = () => batches.flat();
      await eventually(() => seen().length === 3);
      const added = await appendMany(store(), streamId, 2, 2);
      await eventually(() => seen().length === 5);
      await subscription.stop();
      expect(seen().map(({ id }) => id)).toEqual([...existing, ...added]);
      expect(Math.max(...batches.map((batch) => batch.length))).toBe(2);
      expectIncreasingPositions(seen());
    });

    it('reports a failed batch and retries it without skipping', async () => {
      const before = await store().headPosition();
      const ids = await appendMany(store(), newStreamId(), 3);
      const errors: unknown[] = [];
      const attempts: string[][] = [];
      const failure = new Error('projection failed');
      const subscription = store().subscribe(
        { after: before, onError: (error) => errors.push(error) },
        async (events) => {
          attempts.push(events.map(({ id }) => id));
          if (attempts.length === 1) throw failure;
        },
      );
      await eventually(() => attempts.length === 2);
      await subscription.stop();
      expect(errors).toEqual([failure]);
      expect(attempts).toEqual([ids, ids]);
    });

    it('stop waits for the running batch and ends delivery', async () => {
      const before = await store().headPosition();
      const streamId = newStreamId();
      await appendMany(store(), streamId, 1);
      let release: () => void = () => undefined;
      let calls = 0;
      let finished = false;
      const subscription = store().subscribe({ after: before }, async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        finished = true;
      });
      await eventually(() => calls === 1);
      const stopped = subscription.stop().then(() => finished);
      await sleep(50);
      release();
      expect(await stopped).toBe(true);
      await appendMany(store(), streamId, 1, 0);
      await sleep(300);
      expect(calls).toBe(1);
    });
  });
}

function describeHashChain(store: GetStore): void {
  describe('hash chain', () => {
    it('links every event of a stream to the one before it, across appends', async () => {
      const streamId = newStreamId();
      await store().append(streamId, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
      await store().append(streamId, [newEvent()], { expectedRevision: 'any' });
      await store().append(streamId, [newEvent(), newEvent()], { expectedRevision: 2 });
      const events = await store().readStream(streamId);
      expect(verifyChain(events)).toEqual({ ok: true });
      expect(events[0]?.metadata.prevHash).toBeNull();
      expect(events[3]?.metadata.prevHash).toBe(events[2]?.metadata.hash);
      expect(new Set(events.map(({ metadata }) => metadata.hash)).size).toBe(5);
    });

    it('still verifies after storing and reading back any JSON data', async () => {
      // Any code point but NUL, which PostgreSQL's jsonb cannot hold.
      const data = fc
        .jsonValue({ maxDepth: 3, stringUnit: 'binary' })
        .filter((value) => !JSON.stringify(value).includes('\\u0000'));
      await fc.assert(
        fc.asyncProperty(data, async (value) => {
          const streamId = newStreamId();
          await store().append(streamId, [newEvent('Any', value), newEvent()], {
            expectedRevision: 'no_stream',
          });
          expect(verifyChain(await store().readStream(streamId))).toEqual({ ok: true });
        }),
        { numRuns: 40 },
      );
    });
  });
}

const WRITERS = 8;
const APPENDS_PER_WRITER = 400;
const SHARED_STREAMS = 3;

function describeConcurrency(store: GetStore): void {
  describe('concurrency', () => {
    it(`keeps ${WRITERS} concurrent writers gap-free and a live subscriber complete and ordered`, async () => {
      const run = `concurrent-${randomUUID()}`;
      const shared = Array.from({ length: SHARED_STREAMS }, (_, index) => `${run}-shared-${index}`);
      const seen: RecordedEvent[] = [];
      const subscription = store().subscribe({ batchSize: 500 }, async (events) => {
        seen.push(...events);
      });
      const writers = Array.from({ length: WRITERS }, (_, writer) =>
        runWriter(store(), writer, shared, `${run}-own-${writer}`),
      );
      const appended = (await Promise.all(writers)).flat();
      const ours = () => seen.filter(({ streamId }) => streamId.startsWith(run));
      await eventually(() => ours().length >= appended.length, 20_000);
      await subscription.stop();

      expect(
        ours()
          .map(({ id }) => id)
          .sort(),
      ).toEqual([...appended].sort());
      expectIncreasingPositions(seen);
      const streams = [...shared, ...Array.from({ length: WRITERS }, (_, w) => `${run}-own-${w}`)];
      for (const streamId of streams) {
        const events = await store().readStream(streamId);
        expect(events.map(({ revision }) => revision)).toEqual(events.map((_, index) => index));
        expect(verifyChain(events)).toEqual({ ok: true });
      }
    }, 60_000);
  });
}

/** How long a live subscriber gets to (wrongly) deliver an event while an earlier append is held. */
const SUBSCRIBER_CHANCE_MS = 500;

/**
 * The sequence-gap problem, made deterministic: an append that started first commits after one
 * that started later. Readers and subscribers must get both exactly once, in position order, and
 * a reader that goes on from the last position it read must not skip the late one. A store that
 * hands out positions before commit (PostgreSQL) must hold the later event back until the held
 * one ends; one that assigns them at commit (EventStoreDB) gives the held one the higher position.
 */
function describeLateCommit(fixture: () => EventStoreFixture): void {
  describe('an append that commits after a later one', () => {
    it('is neither skipped nor overtaken by readers and subscribers', async () => {
      const { store } = fixture();
      const before = await store.headPosition();
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribe({ after: before }, async (events) => {
        seen.push(...events);
      });
      const late = newEvent();
      const fast = newEvent();
      const ours = ({ id }: RecordedEvent) => id === late.id || id === fast.id;

      const held = await fixture().holdAppend(newStreamId(), [late]);
      await store.append(newStreamId(), [fast], { expectedRevision: 'no_stream' });
      const readWhileHeld = await store.readAll({ after: before });
      await sleep(SUBSCRIBER_CHANCE_MS);
      await held.commit();
      const readAfter = await store.readAll({ after: readWhileHeld.at(-1)?.position ?? before });
      await eventually(() => seen.filter(ours).length >= 2);
      await subscription.stop();

      const read = [...readWhileHeld, ...readAfter].filter(ours);
      expect(read.map(({ id }) => id).sort()).toEqual([late.id, fast.id].sort());
      expectIncreasingPositions(read);
      expect(seen.filter(ours).map(({ id }) => id)).toEqual(read.map(({ id }) => id));
      expectIncreasingPositions(seen);
    });
  });
}

/**
 * Half of a writer's appends go to its own stream with exact revisions (every fourth one a
 * batch of two), half to the shared streams: even writers with 'any', odd writers with the
 * revision they read, re-reading and retrying when another writer got there first.
 */
async function runWriter(
  store: AppendingEventStore,
  writer: number,
  shared: readonly string[],
  own: string,
): Promise<string[]> {
  const ids: string[] = [];
  let ownRevision: ExpectedRevision = 'no_stream';
  for (let index = 0; index < APPENDS_PER_WRITER; index += 1) {
    const events = Array.from({ length: index % 4 === 0 ? 2 : 1 }, () => newEvent());
    if (index % 2 === 0) {
      ownRevision = (await store.append(own, events, { expectedRevision: ownRevision }))
        .nextExpectedRevision;
    } else {
      const streamId = shared[(writer + index) % shared.length] as string;
      await (writer % 2 === 0
        ? store.append(streamId, events, { expectedRevision: 'any' })
        : appendWithRetry(store, streamId, events));
    }
    ids.push(...events.map(({ id }) => id));
  }
  return ids;
}

async function appendWithRetry(store: AppendingEventStore, streamId: string, events: NewEvent[]) {
  for (;;) {
    const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    try {
      return await store.append(streamId, events, {
        expectedRevision: last?.revision ?? 'no_stream',
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
}

/** Appends `count` single events after `lastRevision`; returns their ids. */
async function appendMany(
  store: AppendingEventStore,
  streamId: string,
  count: number,
  lastRevision = -1,
): Promise<string[]> {
  const ids: string[] = [];
  for (let revision = lastRevision; revision < lastRevision + count; revision += 1) {
    const event = newEvent();
    await store.append(streamId, [event], {
      expectedRevision: revision < 0 ? 'no_stream' : revision,
    });
    ids.push(event.id);
  }
  return ids;
}

async function appendOne(store: AppendingEventStore, streamId: string, expected: ExpectedRevision) {
  const result = await store.append(streamId, [newEvent()], { expectedRevision: expected });
  return result.nextExpectedRevision;
}

function expectIncreasingPositions(events: readonly RecordedEvent[]): void {
  const outOfOrder = events.findIndex(
    (event, index) =>
      index > 0 && comparePositions(events[index - 1]!.position, event.position) >= 0,
  );
  expect(outOfOrder).toBe(-1);
}
