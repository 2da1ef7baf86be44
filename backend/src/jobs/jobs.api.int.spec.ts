import { createTestApp, type TestApp } from '../testing/test-app';

describe('jobs API', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { Authorization: `Bearer ${await t.login('standard')}` };
  });
  afterAll(() => t.close());

  it('creates a job and lists it right away (the answer waits for the read model)', async () => {
    const created = await t.http
      .post('/api/v1/job')
      .set(auth)
      .send({ name: '  Riverside Mall ' })
      .expect(201);
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await t.http.get('/api/v1/jobs?list=open').set(auth).expect(200);
    expect(list.body.jobs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: created.body.id, name: 'Riverside Mall', status: 'open' }),
      ]),
    );
    expect(list.body.total).toBe(list.body.jobs.length);
  });

  it('renames a job with the revision it saw, and refuses a stale revision with 409', async () => {
    const { body } = await t.http
      .post('/api/v1/job')
      .set(auth)
      .send({ name: 'Harbor Bridge' })
      .expect(201);
    const job = await t.http.get(`/api/v1/job/${body.id}`).set(auth).expect(200);
    expect(job.body).toMatchObject({ name: 'Harbor Bridge', revision: 0 });

    const renamed = await t.http
      .patch(`/api/v1/job/${body.id}`)
      .set(auth)
      .send({ name: 'Harbor Bridge East', expected_revision: 0 })
      .expect(200);
    expect(renamed.body).toEqual({ result: true, revision: 1 });
    expect((await t.http.get(`/api/v1/job/${body.id}`).set(auth)).body).toMatchObject({
      name: 'Harbor Bridge East',
      revision: 1,
    });

    const stale = await t.http
      .patch(`/api/v1/job/${body.id}`)
      .set(auth)
      .send({ name: 'Harbor Bridge West', expected_revision: 0 })
      .expect(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect((await t.http.get(`/api/v1/job/${body.id}`).set(auth)).body.name).toBe(
      'Harbor Bridge East',
    );
  });

  it('lists jobs sorted by name', async () => {
    for (const name of ['zeta tower', 'Alpha Plaza', 'midtown lofts']) {
      await t.http.post('/api/v1/job').set(auth).send({ name }).expect(201);
    }
    const names: string[] = (await t.http.get('/api/v1/jobs').set(auth)).body.jobs.map(
      (job: { name: string }) => job.name,
    );
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it.each([
    [{}, 'name should not be empty'],
    [{ name: '   ' }, 'name should not be empty'],
    [{ name: 42 }, 'name must be a string'],
    [{ name: 'ok', admin: true }, 'property admin should not exist'],
  ])('refuses the bad body %j with 400 and stores nothing', async (payload, message) => {
    const before = await t.pool.query('SELECT count(*)::int AS n FROM events');
    const answer = await t.http.post('/api/v1/job').set(auth).send(payload).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
    const after = await t.pool.query('SELECT count(*)::int AS n FROM events');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('answers a malformed JSON body with a readable 400', async () => {
    const answer = await t.http
      .post('/api/v1/job')
      .set(auth)
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(answer.body.statusCode).toBe(400);
    expect(typeof answer.body.message).toBe('string');
  });

  it('refuses an unknown list name', async () => {
    const answer = await t.http.get('/api/v1/jobs?list=everything').set(auth).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(
      'list must be one of: open, pending, submitted, archived',
    );
  });

  it('answers 404 for a job that does not exist, and a JSON 404 for an unknown API route', async () => {
    await t.http.get('/api/v1/job/3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f').set(auth).expect(404);
    await t.http
      .patch('/api/v1/job/3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f')
      .set(auth)
      .send({ name: 'x' })
      .expect(404);
    const unknown = await t.http.get('/api/v1/no-such-thing').set(auth).expect(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
  });

  it('reports health with database, event store and projection lag', async () => {
    const health = await t.http.get('/api/v1/health').expect(200);
    expect(health.body.status).toBe('ok');
    expect(health.body.info).toMatchObject({
      database: { status: 'up' },
      eventStore: { status: 'up' },
      projections: { status: 'up', lag: { 'job-list': 0 } },
    });
  });

  it('serves the OpenAPI document', async () => {
    const doc = await t.http.get('/api/v1/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/job', '/api/v1/jobs', '/api/v1/job/{id}']),
    );
  });

  it("refuses a caller without a token (401) and hides other companies' jobs (404)", async () => {
    const { body } = await t.http
      .post('/api/v1/job')
      .set(auth)
      .send({ name: 'Private job' })
      .expect(201);
    await t.http.get('/api/v1/jobs').expect(401);
    await t.http
      .get(`/api/v1/job/${body.id}`)
      .set('Authorization', 'Bearer not-a-token')
      .expect(401);
    const outsider = { Authorization: `Bearer ${await t.login('super')}` };
    await t.http.get(`/api/v1/job/${body.id}`).set(outsider).expect(404);
    await t.http
      .patch(`/api/v1/job/${body.id}`)
      .set(outsider)
      .send({ name: 'Taken over' })
      .expect(404);
    const theirList = await t.http.get('/api/v1/jobs').set(outsider).expect(200);
    expect(theirList.body.jobs.map((job: { id: string }) => job.id)).not.toContain(body.id);
  });

  it('echoes a request id', async () => {
    const answer = await t.http
      .get('/api/v1/jobs')
      .set(auth)
      .set('x-request-id', 'trace-123')
      .expect(200);
    expect(answer.headers['x-request-id']).toBe('trace-123');
  });
});
