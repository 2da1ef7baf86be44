import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { withStartupLock } from './startup-lock';

describe('the startup lock', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.drop();
  });

  it('lets instances started together migrate and seed one after the other', async () => {
    const steps: string[] = [];
    const startUp = (instance: string) =>
      withStartupLock(database.url, async () => {
        steps.push(`${instance} begins`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        steps.push(`${instance} ends`);
        return instance;
      });

    const started = await Promise.all([startUp('first'), startUp('second')]);

    expect(started).toEqual(['first', 'second']);
    expect([
      ['first begins', 'first ends', 'second begins', 'second ends'],
      ['second begins', 'second ends', 'first begins', 'first ends'],
    ]).toContainEqual(steps);
  });

  it('releases the lock when the work fails', async () => {
    await expect(
      withStartupLock(database.url, () => Promise.reject(new Error('migration failed'))),
    ).rejects.toThrow('migration failed');

    await expect(withStartupLock(database.url, async () => 'next start')).resolves.toBe(
      'next start',
    );
  });
});
