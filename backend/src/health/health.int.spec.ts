import type { PoolClient } from 'pg';
import { EVENT_STORE } from '../event-store/event-store.port';
import type { AppendingEventStore } from '../event-store/event-store-append.port';
import { appendEvents } from '../event-store/testing/append-in-transaction';
import { newEvent, newStreamId } from '../event-store/testing/test-events';
import { API } from '../jobs/testing/job-fixtures';
import { ReadModels } from '../projections/projections.module';
import { createTestApp, type TestApp } from '../testing/test-app';

interface ProjectionsHealth {
  status: string;
  lag: Record<string, number>;
  heldBackForMs: number | null;
}

describe('health while an append holds events back', () => {
  let t: TestApp;
  let held: PoolClient | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  // A failed test leaves its transaction open; releasing the client with an error ends it.
  afterEach(() => held?.release(new Error('test over')));
  afterAll(() => t.close());

  const projections = async () =>
    (await t.http.get(`${API}/health`).expect(200)).body.details.projections as ProjectionsHealth;

  it('reports the events committed behind it as lag, and for how long it has held them', async () => {
    const store = t.app.get<AppendingEventStore>(EVENT_STORE);
    held = await t.pool.connect();
    await held.query('BEGIN');
    await appendEvents(held, newStreamId(), [newEvent()], 'no_stream');
    await store.append(newStreamId(), [newEvent()], { expectedRevision: 'no_stream' });

    const during = await projections();
    expect(Object.values(during.lag).every((lag) => lag === 1)).toBe(true);
    expect(during.heldBackForMs).toEqual(expect.any(Number));

    await held.query('COMMIT');
    held.release();
    held = undefined;
    await t.app.get(ReadModels).caughtUpWith(await store.headPosition());
    const after = await projections();
    expect(Object.values(after.lag).every((lag) => lag === 0)).toBe(true);
    expect(after.heldBackForMs).toBeNull();
  });
});
