import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { describeEventStoreConformance, type HeldAppend } from '../event-store.conformance';
import {
  START,
  WrongExpectedRevisionError,
  comparePositions,
  type NewEvent,
  type RecordedEvent,
} from '../event-store.port';
import type { AppendingEventStore } from '../event-store-append.port';
import { verifyChain } from '@job-intake/contracts/audit/hash-chain';
import { eventually, newEvent, newStreamId, sleep } from '../testing/test-events';
import { appendEach } from './append-batch';
import { appendEvents } from '../testing/append-in-transaction';
import { listenForAppends } from './listen-channel';
import { createPostgresEventStore } from './postgres-event-store';
import { APPENDED_CHANNEL } from './sql';

describeEventStoreConformance('postgres', async () => {
  const db = await createTestDatabase();
  const store = createPostgresEventStore({ connectionString: db.url });
  return {
    store,
    atomicBatches: true,
    holdAppend: (streamId, events) => holdAppend(db.url, streamId, events),
    cleanup: async () => {
      await store.close();
      await db.drop();
    },
  };
});

/** The append in a transaction of its own connection, left open until commit. */
async function holdAppend(
  url: string,
  streamId: string,
  events: readonly NewEvent[],
): Promise<HeldAppend> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const result = await appendEvents(client, streamId, events, 'no_stream');
    return {
      commit: async () => {
        await client.query('COMMIT').finally(() => client.end());
        return result;
      },
    };
  } catch (error) {
    await client.end();
    throw error;
  }
}

describe('postgres event store', () => {
  let db: TestDatabase;
  let store: AppendingEventStore;
  let raw: Client;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = createPostgresEventStore({ connectionString: db.url, pollIntervalMs: 50 });
    raw = new Client({ connectionString: db.url });
    await raw.connect();
  });
  afterAll(async () => {
    await raw.end();
    await store.close();
    await db.drop();
  });

  describe('a transaction that commits after a later one (the sequence gap)', () => {
    let slow: Client;
    beforeEach(async () => {
      slow = new Client({ connectionString: db.url });
      await slow.connect();
    });
    // Ending the connection also rolls back a transaction a failed test left open.
    afterEach(() => slow.end());

    it('is neither skipped nor overtaken by readers and subscribers', async () => {
      const before = await store.headPosition();
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribe({ after: before }, async (events) => {
        seen.push(...events);
      });
      const early = newEvent();
      await store.append(newStreamId(), [early], { expectedRevision: 'no_stream' });
      await eventually(() => seen.length === 1);

      const late = newEvent();
      const fast = newEvent();
      await slow.query('BEGIN');
      const lateResult = await appendEvents(slow, newStreamId(), [late], 'no_stream');
      const fastResult = await store.append(newStreamId(), [fast], {
        expectedRevision: 'no_stream',
      });
      expect(comparePositions(lateResult.position, fastResult.position)).toBe(-1);

      // The committed fast event stays unreadable while the late one may still commit before it.
      const readable = await store.readAll({ after: before });
      expect(readable.map(({ id }) => id)).toEqual([early.id]);
      expect(await store.headPosition()).toEqual(seen[0]?.position);
      // The lag counts it all the same: it is committed but not yet readable.
      expect(await store.countAfter(before)).toBe(2);
      await sleep(300);
      expect(seen).toHaveLength(1);

      await slow.query('COMMIT');
      await eventually(() => seen.length >= 3);
      await subscription.stop();
      expect(seen.map(({ id }) => id)).toEqual([early.id, late.id, fast.id]);
      expect(seen.slice(1).map(({ position }) => position)).toEqual([
        lateResult.position,
        fastResult.position,
      ]);
    });

    it('shows the later event once the slow transaction rolls back', async () => {
      const before = await store.headPosition();
      await slow.query('BEGIN');
      await appendEvents(slow, newStreamId(), [newEvent()], 'no_stream');
      const fast = newEvent();
      await store.append(newStreamId(), [fast], { expectedRevision: 'no_stream' });
      expect(await store.readAll({ after: before })).toEqual([]);
      await slow.query('ROLLBACK');
      const events = await store.readAll({ after: before });
      expect(events.map(({ id }) => id)).toEqual([fast.id]);
    });
  });

  describe("transactions that cannot append (the watermark follows only the store's writers)", () => {
    let other: TestDatabase;
    let idle: Client;
    let elsewhere: Client;
    beforeAll(async () => {
      other = await createTestDatabase();
    });
    afterAll(() => other.drop());
    beforeEach(async () => {
      idle = new Client({ connectionString: db.url });
      elsewhere = new Client({ connectionString: other.url });
      await Promise.all([idle.connect(), elsewhere.connect()]);
    });
    afterEach(() => Promise.all([idle.end(), elsewhere.end()]));

    const openTransaction = async (client: Client) => {
      await client.query('BEGIN');
      await client.query('SELECT pg_current_xact_id()');
    };

    /** Appends one event and expects readers and a subscriber to get it while `client` is open. */
    const expectNotHeldBack = async (client: Client) => {
      await openTransaction(client);
      const before = await store.headPosition();
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribe({ after: before }, async (events) => {
        seen.push(...events);
      });
      const event = newEvent();
      const { position } = await store.append(newStreamId(), [event], {
        expectedRevision: 'no_stream',
      });
      expect((await store.readAll({ after: before })).map(({ id }) => id)).toEqual([event.id]);
      expect(await store.headPosition()).toEqual(position);
      expect(await store.watermarkHeldForMs()).toBeNull();
      await eventually(() => seen.length === 1);
      await subscription.stop();
      await client.query('ROLLBACK');
    };

    it('are not waited for in another database of the same server', () =>
      expectNotHeldBack(elsewhere));

    it('are not waited for in the same database', () => expectNotHeldBack(idle));

    it('an open append holds later events back, and health sees for how long', async () => {
      const before = await store.headPosition();
      await idle.query('BEGIN');
      await appendEvents(idle, newStreamId(), [newEvent()], 'no_stream');
      await store.append(newStreamId(), [newEvent()], { expectedRevision: 'no_stream' });
      expect(await store.readAll({ after: before })).toEqual([]);
      // The lag counts the committed event held back, not the uncommitted one holding it.
      expect(await store.countAfter(before)).toBe(1);
      expect(await store.watermarkHeldForMs()).toEqual(expect.any(Number));
      await idle.query('COMMIT');
      expect(await store.readAll({ after: before })).toHaveLength(2);
      expect(await store.watermarkHeldForMs()).toBeNull();
    });

    it('refuses an append after the transaction wrote something else', async () => {
      await openTransaction(idle);
      const attempt = appendEvents(idle, newStreamId(), [newEvent()], 'no_stream');
      await expect(attempt).rejects.toThrow(/must be the first write of its transaction/);
      await idle.query('ROLLBACK');
    });
  });

  describe('on a database of its own', () => {
    let empty: TestDatabase;
    let client: Client;
    let fresh: AppendingEventStore;
    beforeAll(async () => {
      empty = await createTestDatabase();
      client = new Client({ connectionString: empty.url });
      await client.connect();
      fresh = createPostgresEventStore({ connectionString: empty.url });
    });
    afterAll(async () => {
      await fresh.close();
      await client.end();
      await empty.drop();
    });

    it('reports START as the head of an empty store', async () => {
      expect(await fresh.headPosition()).toEqual(START);
      expect(await fresh.readAll()).toEqual([]);
      expect(await fresh.countAfter(START)).toBe(0);
    });

    it('orders transaction ids as numbers, not as their text', async () => {
      // Ids of long-ended transactions, inserted so that global positions run the other way.
      for (const transactionId of ['10', '9']) {
        await client.query(
          `INSERT INTO events (transaction_id, event_id, stream_id, revision, type, schema_version, data, metadata)
           VALUES ($1::xid8, $2, $3, 0, 'TestEvent', 1, '{}', '{}')`,
          [transactionId, randomUUID(), newStreamId()],
        );
      }
      const events = await fresh.readAll();
      expect(events.map(({ position }) => position)).toEqual([
        { commit: 9n, prepare: 2n },
        { commit: 10n, prepare: 1n },
      ]);
      expect(await fresh.headPosition()).toEqual({ commit: 10n, prepare: 1n });
      expect(await fresh.countAfter({ commit: 9n, prepare: 2n })).toBe(1);
    });
  });

  describe('append notifications', () => {
    let slow: Client;
    beforeEach(async () => {
      slow = new Client({ connectionString: db.url });
      await slow.connect();
    });
    afterEach(() => slow.end());

    const listeningSessions = async () => {
      const { rows } = await raw.query<{ count: string }>(
        `SELECT count(*) FROM pg_stat_activity
         WHERE datname = current_database() AND query = 'LISTEN ${APPENDED_CHANNEL}'`,
      );
      return Number(rows[0]?.count);
    };

    it("wake another store's subscriber after the store's own append, without its polling", async () => {
      const quiet = createPostgresEventStore({ connectionString: db.url, pollIntervalMs: 600_000 });
      const listening = await listeningSessions();
      const seen: string[] = [];
      const subscription = quiet.subscribe(
        { after: await quiet.headPosition() },
        async (events) => {
          seen.push(...events.map(({ id }) => id));
        },
      );
      try {
        await eventually(async () => (await listeningSessions()) > listening);
        const event = newEvent();
        await store.append(newStreamId(), [event], { expectedRevision: 'no_stream' });
        await eventually(() => seen.includes(event.id));
      } finally {
        await subscription.stop();
        await quiet.close();
      }
    });

    it('reach listeners when the append commits, not before', async () => {
      let changes = 0;
      const channel = await listenForAppends(db.url)({
        onChange: () => (changes += 1),
        onLost: () => undefined,
      });
      try {
        await slow.query('BEGIN');
        await appendEvents(slow, newStreamId(), [newEvent()], 'no_stream');
        await sleep(100);
        expect(changes).toBe(0);
        await slow.query('COMMIT');
        await eventually(() => changes === 1);
      } finally {
        await channel.close();
      }
    });

    it('report a listening connection the server ended', async () => {
      let lost = false;
      const channel = await listenForAppends(db.url)({
        onChange: () => undefined,
        onLost: () => (lost = true),
      });
      try {
        await slow.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND query = 'LISTEN ${APPENDED_CHANNEL}'`,
        );
        await eventually(() => lost);
      } finally {
        await channel.close().catch(() => undefined);
      }
    });
  });

  describe('idempotency', () => {
    it('returns the original result for a retried batch even after later appends', async () => {
      const streamId = newStreamId();
      const batch = [newEvent(), newEvent()];
      const first = await store.append(streamId, batch, { expectedRevision: 'no_stream' });
      await store.append(streamId, [newEvent()], { expectedRevision: 1 });
      expect(await store.append(streamId, batch, { expectedRevision: 'no_stream' })).toEqual(first);
      expect(await store.readStream(streamId)).toHaveLength(3);
    });

    it('refuses a batch of which only some events are stored', async () => {
      const streamId = newStreamId();
      const stored = newEvent();
      await store.append(streamId, [stored], { expectedRevision: 'no_stream' });
      const attempt = store.append(streamId, [stored, newEvent()], { expectedRevision: 0 });
      await expect(attempt).rejects.toThrow(/neither a new batch nor a retry/);
      expect(await store.readStream(streamId)).toHaveLength(1);
    });

    it('refuses events whose ids are stored in another stream', async () => {
      const event = newEvent();
      await store.append(newStreamId(), [event], { expectedRevision: 'no_stream' });
      const attempt = store.append(newStreamId(), [event], { expectedRevision: 'any' });
      await expect(attempt).rejects.toThrow(/neither a new batch nor a retry/);
    });
  });

  it("answers each append of a group on its own, in one transaction, chaining a stream's appends in order", async () => {
    const shared = newStreamId();
    const stale = newStreamId();
    const retried = [newEvent()];
    await store.append(stale, retried, { expectedRevision: 'no_stream' });
    const pool = new Pool({ connectionString: db.url, max: 1 });
    const outcomes = await appendEach(
      pool,
      [
        { streamId: shared, events: [newEvent(), newEvent()], expectedRevision: 'no_stream' },
        { streamId: stale, events: [newEvent()], expectedRevision: 'no_stream' },
        { streamId: shared, events: [newEvent()], expectedRevision: 1 },
        { streamId: stale, events: retried, expectedRevision: 'no_stream' },
        { streamId: shared, events: [newEvent()], expectedRevision: 'no_stream' },
      ],
      { notifyAtCommit: false },
    ).finally(() => pool.end());
    expect(
      outcomes.map((outcome) => (outcome.ok ? outcome.result.nextExpectedRevision : outcome.error)),
    ).toEqual([
      1,
      new WrongExpectedRevisionError(stale, 'no_stream', 0),
      2,
      0,
      new WrongExpectedRevisionError(shared, 'no_stream', 2),
    ]);
    const events = await store.readStream(shared);
    expect(events).toHaveLength(3);
    expect(verifyChain(events)).toEqual({ ok: true });
    expect(new Set(events.map(({ position }) => position.commit)).size).toBe(1);
  });

  it('appends a batch with one statement on the pool, a transaction of its own', async () => {
    const pool = new Pool({ connectionString: db.url, max: 1 });
    const query = jest.spyOn(pool, 'query');
    try {
      const streamId = newStreamId();
      await appendEvents(pool, streamId, [newEvent(), newEvent()], 'no_stream');
      expect(query).toHaveBeenCalledTimes(1);
      expect(verifyChain(await store.readStream(streamId))).toEqual({ ok: true });
    } finally {
      await pool.end();
    }
  });

  it('stores the data and metadata it hashed, whatever text they hold', async () => {
    const streamId = newStreamId();
    const data = {
      text: 'quote " backslash \\ unit separator \u001f tab \t é 😀',
      '10': 'numeric-like keys',
      '9': [1e21, 0.1, -5, true, null, [], {}],
      nested: { b: 'x\u001fy', a: [{ '\u001f': 1 }] },
    };
    const events = [newEvent('Tricky', data), newEvent('Tricky', { again: data })];
    await store.append(streamId, events, { expectedRevision: 'no_stream' });
    const stored = await store.readStream(streamId);
    expect(stored.map(({ data: storedData }) => storedData)).toEqual([data, { again: data }]);
    expect(stored.map(({ type, schemaVersion }) => ({ type, schemaVersion }))).toEqual([
      { type: 'Tricky', schemaVersion: 1 },
      { type: 'Tricky', schemaVersion: 1 },
    ]);
    expect(stored[1]?.metadata).toEqual({
      ...events[1]?.metadata,
      prevHash: stored[0]?.metadata.hash,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(verifyChain(stored)).toEqual({ ok: true });
  });

  it('refuses an empty batch', async () => {
    await expect(store.append(newStreamId(), [], { expectedRevision: 'any' })).rejects.toThrow(
      RangeError,
    );
  });

  it.each([
    ['UPDATE', `UPDATE events SET type = 'Edited'`],
    ['DELETE', 'DELETE FROM events'],
    ['TRUNCATE', 'TRUNCATE events'],
  ])('refuses to %s stored events', async (_statement, sql) => {
    await store.append(newStreamId(), [newEvent()], { expectedRevision: 'no_stream' });
    await expect(raw.query(sql)).rejects.toThrow(/append-only/);
  });

  it('answers ping and stops its subscriptions on close', async () => {
    const other = createPostgresEventStore({ connectionString: db.url });
    await other.ping();
    let calls = 0;
    other.subscribe({}, async () => {
      calls += 1;
    });
    await eventually(() => calls > 0);
    await other.close();
    await expect(other.ping()).rejects.toThrow();
  });
});
