import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { checkOutbox } from '../doctor/outbox-check';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

describe('the outbox as the doctor sees it', () => {
  let database: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 1 });
    pool.on('error', () => undefined);
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  async function email(status: string, minutesAgo: number): Promise<void> {
    await pool.query(
      `INSERT INTO outbox_emails (dedupe_key, recipient, subject, body, status, created_at)
       VALUES ($1, 'someone@example.com', 'Subject', 'Body', $2, now() - make_interval(mins => $3))`,
      [randomUUID(), status, minutesAgo],
    );
  }

  it('is ok with nothing waiting, and fails an e-mail waiting more than ten minutes', async () => {
    await email('sent', 30);
    expect(await checkOutbox(pool)).toEqual({
      check: 'outbox',
      status: 'ok',
      reason: 'nothing waiting',
    });
    await email('pending', 11);
    await email('failed', 12);
    const stuck = await checkOutbox(pool);
    expect(stuck.status).toBe('fail');
    expect(stuck.reason).toMatch(
      /^1 e-mails waiting, the oldest for \d+ s; 1 given up after their last attempt$/,
    );
  });
});
