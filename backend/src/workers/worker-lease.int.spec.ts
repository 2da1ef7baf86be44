import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { leaseHolders } from './lease-holders';
import { WorkerLease } from './worker-lease';

const quiet = { log: () => undefined, warn: () => undefined };

/** A lease on `projections` for one named instance, recording when its work runs. */
function instance(url: string, instanceId: string) {
  const running = { now: false, starts: 0 };
  const lease = new WorkerLease(
    { connectionString: url, name: 'projections', instanceId, retryMs: 200, logger: quiet },
    {
      start: () => {
        running.now = true;
        running.starts += 1;
      },
      stop: () => {
        running.now = false;
      },
    },
  );
  return { lease, running };
}

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Condition not met in 10 s');
}

describe('WorkerLease', () => {
  let database: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('lets one instance work, shows it as the holder, and hands over when its session dies', async () => {
    const a = instance(database.url, 'instance-a');
    const b = instance(database.url, 'instance-b');
    await a.lease.begin();
    await b.lease.begin();
    expect([a.lease.held, b.lease.held]).toEqual([true, false]);
    expect([a.running.now, b.running.now]).toEqual([true, false]);
    expect((await leaseHolders(pool)).get('projections')).toBe('instance-a');
    expect((await leaseHolders(pool)).get('outbox-sender')).toBeNull();

    const killedAt = Date.now();
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'instance-a'`,
    );
    await until(() => b.running.now);
    console.log(
      `Worker lease: taken over ${Date.now() - killedAt} ms after the holder's session died`,
    );
    await until(() => !a.running.now);
    expect(a.lease.held).toBe(false);
    expect((await leaseHolders(pool)).get('projections')).toBe('instance-b');

    // The old holder keeps trying, and takes over when the new one stops.
    await b.lease.end();
    expect(b.running.now).toBe(false);
    await until(() => a.running.now);
    expect(a.running.starts).toBe(2);
    expect(b.running.starts).toBe(1);
    await a.lease.end();
    expect((await leaseHolders(pool)).get('projections')).toBeNull();
  });
});
