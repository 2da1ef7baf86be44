import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-database';
import { PgThrottlerStorage } from './pg-throttler.storage';

const LIMIT = 4;

/**
 * Two app instances on one database, as behind a load balancer: a request limit counts the
 * requests that reached either, because the counters live in PostgreSQL.
 */
describe('request limits across app instances (throttler counters in PostgreSQL)', () => {
  let first: TestApp & { readonly database: TestDatabase };
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
    second = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) }, first.database);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  // A bad reset request: the limit counts it before the body is checked (400).
  const guess = (app: TestApp) => app.http.post('/api/v1/auth/reset').send({});

  it('holds one limit for the requests both instances answer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await guess(i % 2 ? second : first)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(400));
    const refused = await guess(second);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after-auth'])).toBeGreaterThan(0);
    expect((await guess(first)).status).toBe(429);
  });

  it('lets requests through again once the window and the block are over, and prunes them', async () => {
    await first.pool.query(
      `UPDATE throttler_counters
       SET expires_at = now() - interval '1 second', blocked_until = now() - interval '1 second'`,
    );
    expect((await guess(second)).status).toBe(400);
    await first.pool.query(
      `UPDATE throttler_counters SET expires_at = now() - interval '1 second'`,
    );
    const storage = second.app.get(PgThrottlerStorage);
    expect(await storage.prune()).toBeGreaterThan(0);
    const { rows } = await first.pool.query('SELECT count(*)::int AS n FROM throttler_counters');
    expect(rows[0].n).toBe(0);
  });

  it('counts concurrent hits on both instances one at a time', async () => {
    const storages = [first, second].map((app) => app.app.get(PgThrottlerStorage));
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        storages[i % 2]!.increment('concurrent-key', 60_000, 5, 60_000, 'test'),
      ),
    );
    expect(hits.filter((hit) => !hit.isBlocked)).toHaveLength(5);
    expect(
      hits
        .filter((hit) => !hit.isBlocked)
        .map((hit) => hit.totalHits)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
  });
});
