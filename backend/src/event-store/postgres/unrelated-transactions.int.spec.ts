import { Client } from 'pg';
import { createJob, API, type Auth } from '../../jobs/testing/job-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

/**
 * The reported case: a transaction left open in another database of the same server kept new
 * jobs out of the list (and made every write wait for the read models in vain).
 */
describe('a transaction left open elsewhere on the server', () => {
  let t: TestApp;
  let other: TestDatabase;
  let elsewhere: Client;
  let auth: Auth;
  beforeAll(async () => {
    t = await createTestApp();
    other = await createTestDatabase();
    elsewhere = new Client({ connectionString: other.url });
    await elsewhere.connect();
    auth = { Authorization: `Bearer ${await t.login('admin')}` };
  });
  afterAll(async () => {
    await elsewhere.end();
    await other.drop();
    await t.close();
  });

  it('does not keep new jobs out of the list', async () => {
    await elsewhere.query('BEGIN');
    await elsewhere.query('SELECT pg_current_xact_id()');
    const id = await createJob(t, auth);
    const list = await t.http.get(`${API}/jobs`).set(auth).expect(200);
    expect((list.body.jobs as Array<{ id: string }>).map((job) => job.id)).toContain(id);
    await elsewhere.query('ROLLBACK');
  });
});
