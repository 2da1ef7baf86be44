import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('create the event store and checkpoint tables', async () => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    await client.end();
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['events', 'projection_checkpoints']),
    );
  });
});
