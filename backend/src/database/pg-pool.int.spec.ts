import type { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { inTransaction } from './in-transaction';
import { connectionOptions, createPool } from './pg-pool';

describe('the app’s pg pools', () => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(
      {
        connectionString: db.url,
        max: 3,
        ...connectionOptions({ statementTimeoutMs: 1500, idleInTransactionTimeoutMs: 2500 }),
      },
      () => undefined,
    );
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const terminate = (pid: number) => pool.query('SELECT pg_terminate_backend($1)', [pid]);

  it('give every session the statement and idle-in-transaction limits', async () => {
    const { rows } = await pool.query(`SELECT current_setting('statement_timeout') AS statement,
      current_setting('idle_in_transaction_session_timeout') AS idle`);
    expect(rows[0]).toEqual({ statement: '1500ms', idle: '2500ms' });
  });

  it('survive losing a checked-out connection, and do not reuse it', async () => {
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    await terminate(rows[0]!.pid);
    await ended;
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release();
    const again = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(again.rows[0]?.pid).not.toBe(rows[0]!.pid);
  });

  it('fail a transaction whose connection is lost, and run the next one', async () => {
    const lost = inTransaction(pool, (tx) =>
      tx.query('SELECT pg_terminate_backend(pg_backend_pid())'),
    );
    await expect(lost).rejects.toThrow(/terminating connection/);
    const { rows } = await inTransaction(pool, (tx) => tx.query('SELECT 1 AS one'));
    expect(rows).toEqual([{ one: 1 }]);
  });
});
