import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import { createPostgresEventStore } from '../event-store/postgres/postgres-event-store';
import {
  START,
  comparePositions,
  type GlobalPosition,
  type NewEvent,
} from '../event-store/event-store.port';
import type { AppendingEventStore } from '../event-store/event-store-append.port';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { verifyStreams } from './verify-streams';

function event(type: string, data: unknown): NewEvent {
  return {
    id: randomUUID(),
    type,
    schemaVersion: 1,
    data,
    metadata: {
      companyId: null,
      actor: { kind: 'system', process: 'test' },
      correlationId: 'c',
      occurredAt: '2026-11-21T10:00:00.000Z',
    },
  };
}

/**
 * Readers see an event once every older transaction of the server has ended; test files running
 * beside this one (other databases, same server) can hold that back for a moment.
 */
async function visible(store: AppendingEventStore, position: GlobalPosition): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (comparePositions(await store.headPosition(), position) < 0) {
    if (Date.now() > deadline) throw new Error('The appended events did not become visible');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('verifyStreams (audit verify)', () => {
  let db: TestDatabase;
  let store: AppendingEventStore;
  let sql: Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = createPostgresEventStore({ connectionString: db.url });
    sql = new Client({ connectionString: db.url });
    await sql.connect();
    let last: GlobalPosition = START;
    for (const name of ['a', 'b', 'c']) {
      ({ position: last } = await store.append(
        `job-${name}`,
        [
          event('JobCreated', { name }),
          event('JobRenamed', { name: `${name}2` }),
          event('JobRenamed', { name: `${name}3` }),
        ],
        { expectedRevision: 'no_stream' },
      ));
    }
    await visible(store, last);
  });

  afterAll(async () => {
    await sql.end();
    await store.close();
    await db.drop();
  });

  /** The events table refuses changes; an attacker with superuser rights can bypass triggers. */
  async function tamper(statement: string): Promise<void> {
    await sql.query('BEGIN');
    await sql.query("SET LOCAL session_replication_role = 'replica'");
    await sql.query(statement);
    await sql.query('COMMIT');
  }

  it('passes an untouched store', async () => {
    const report = await verifyStreams(store);
    expect(report).toEqual({ streams: 3, events: 9, broken: [] });
  });

  it('names the first event whose payload was edited', async () => {
    await tamper(
      `UPDATE events SET data = '{"name":"forged"}' WHERE stream_id = 'job-b' AND revision = 1`,
    );
    const report = await verifyStreams(store);
    expect(report.broken).toHaveLength(1);
    expect(report.broken[0]).toMatchObject({ streamId: 'job-b', event: { revision: 1 } });
    expect(report.broken[0]?.reason).toMatch(/content was changed/);
  });

  it('finds a removed event in the middle of a stream', async () => {
    await tamper(`DELETE FROM events WHERE stream_id = 'job-c' AND revision = 1`);
    const report = await verifyStreams(store, ['job-c']);
    expect(report.broken[0]).toMatchObject({ streamId: 'job-c', event: { revision: 2 } });
    expect(report.broken[0]?.reason).toMatch(/expected revision 1/);
  });
});
