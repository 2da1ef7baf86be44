import { DEMO_FORM_ID } from '../forms/seed/demo-form';
import type { TestApp } from '../testing/test-app';
import { API, createJob, eventCount, type Auth } from './testing/job-fixtures';
import { startJobApiApp, type JobApiApp } from './testing/job-api-app';
import { limitedUser } from './testing/limited-user';

describe('jobs module over HTTP: permissions, health, OpenAPI, request ids', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('jobs-module');
    ({ t, standard } = app);
  });
  afterAll(() => app.close());

  it('refuses a caller without a token (401) and without the projects permission (403)', async () => {
    const id = await createJob(t, standard);
    await t.http.get(`${API}/jobs`).expect(401);
    await t.http.post(`${API}/job`).send({ name: 'x', form_id: DEMO_FORM_ID }).expect(401);
    await t.http.post(`${API}/search`).send({ query: 'x' }).expect(401);
    await t.http.get(`${API}/job/${id}`).set('Authorization', 'Bearer not-a-token').expect(401);
    await t.http.get(`${API}/job/${id}/settings`).expect(401);

    const historyOnly = await limitedUser(t, ['project_history']);
    const before = await eventCount(t);
    await t.http.get(`${API}/jobs`).set(historyOnly).expect(403);
    await t.http.get(`${API}/job/${id}`).set(historyOnly).expect(403);
    await t.http.get(`${API}/job/${id}/settings`).set(historyOnly).expect(403);
    await t.http.post(`${API}/search`).set(historyOnly).send({ query: 'x' }).expect(403);
    await t.http
      .post(`${API}/job`)
      .set(historyOnly)
      .send({ name: 'x', form_id: DEMO_FORM_ID })
      .expect(403);
    expect(await eventCount(t)).toBe(before);
  });

  it('reports health with every projection caught up', async () => {
    const health = await t.http.get(`${API}/health`).expect(200);
    expect(health.body.info).toMatchObject({
      database: { status: 'up' },
      eventStore: { status: 'up' },
      files: { status: 'up' },
      projections: {
        status: 'up',
        lag: { 'job-list': 0, 'job-notes': 0, 'job-attachments': 0, 'job-notifications': 0 },
      },
    });
  });

  it('serves the OpenAPI document with every jobs endpoint', async () => {
    const doc = await t.http
      .get(`${API}/openapi.json`)
      .set('Authorization', `Bearer ${await t.login('super')}`)
      .expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/job',
        '/api/v1/jobs',
        '/api/v1/search',
        '/api/v1/job/{id}',
        '/api/v1/job/{id}/settings',
        '/api/v1/job/{id}/status',
        '/api/v1/job/{id}/finalize',
        '/api/v1/job/{id}/history',
        '/api/v1/job/{id}/history/{eventId}',
        '/api/v1/note',
        '/api/v1/note/{id}',
        '/api/v1/attach',
        '/api/v1/attachment/{id}',
      ]),
    );
  });

  it('echoes a request id', async () => {
    const answer = await t.http
      .get(`${API}/jobs`)
      .set(standard)
      .set('x-request-id', 'trace-123')
      .expect(200);
    expect(answer.headers['x-request-id']).toBe('trace-123');
  });
});
