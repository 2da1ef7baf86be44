import { Pool } from 'pg';
import type { AppendingEventStore } from '../event-store/event-store-append.port';
import { createPostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { newEvent, newStreamId } from '../event-store/testing/test-events';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { applyBatch } from './apply-batch';
import { catchUpProjection } from './catch-up-projection';
import { readCheckpoint } from './checkpoints';
import type { Projection } from './projection';

/** Records each event it folds; the primary key refuses an event folded twice. */
const recording: Projection = {
  name: 'catch-up-spec',
  eventTypes: ['TestEvent'],
  writes: 'side-effects',
  tables: [{ name: 'folded_events', orderBy: 'event_id' }],
  async apply(event, db) {
    await db.query('INSERT INTO folded_events (event_id) VALUES ($1)', [event.id]);
  },
};

describe('catchUpProjection: batch by batch, reading the next one ahead', () => {
  let database: TestDatabase;
  let store: AppendingEventStore;
  let pool: Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = createPostgresEventStore({ connectionString: database.url, poolSize: 4 });
    pool = new Pool({ connectionString: database.url, max: 4 });
    await pool.query('CREATE TABLE folded_events (event_id uuid PRIMARY KEY)');
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('drops the batch it read ahead when another process folded it meanwhile', async () => {
    const events = Array.from({ length: 25 }, () => newEvent());
    await store.append(newStreamId(), events, { expectedRevision: 'no_stream' });
    let foldedElsewhere = 0;

    const folded = await catchUpProjection(
      store,
      pool,
      recording,
      async () => {
        if (foldedElsewhere > 0) return;
        // The app's runner folds part of the next batch, which this call has already read.
        const at = await readCheckpoint(pool, recording.name);
        const batch = await store.readAll({ after: at, maxCount: 7 });
        await applyBatch(pool, recording, at, batch);
        foldedElsewhere = batch.length;
      },
      10,
    );

    expect([folded, foldedElsewhere]).toEqual([18, 7]);
    const { rows } = await pool.query<{ event_id: string }>('SELECT event_id FROM folded_events');
    expect(rows.map((row) => row.event_id).sort()).toEqual(events.map((e) => e.id).sort());
  });

  it('moves the checkpoint over the events of types it does not fold, and counts them', async () => {
    const kept = newEvent();
    const others = Array.from({ length: 5 }, () => newEvent('OtherEvent'));
    const { position } = await store.append(newStreamId(), [kept, ...others], {
      expectedRevision: 'no_stream',
    });

    const folded = await catchUpProjection(store, pool, recording, undefined, 4);

    expect(folded).toBe(6);
    expect(await readCheckpoint(pool, recording.name)).toEqual(position);
    const { rows } = await pool.query<{ event_id: string }>(
      'SELECT event_id FROM folded_events WHERE event_id = ANY($1::uuid[])',
      [[kept, ...others].map((event) => event.id)],
    );
    expect(rows).toEqual([{ event_id: kept.id }]);
  });
});
