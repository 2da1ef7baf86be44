import type { TestApp } from '../../../testing/test-app';
import { API, createJob, eventCount, type Auth } from '../../testing/job-fixtures';
import { MISSING, postStatus, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';

describe('POST /note (add-note)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let outsider: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('add-note');
    ({ t, standard, outsider } = app);
  });
  afterAll(() => app.close());

  const setStatus = (id: string, status: string, auth: Auth = standard) =>
    postStatus(t, id, status, auth);

  it.each([
    [{ job_id: 'x', description: 'hi' }, 'job_id must be the id of a job'],
    [{ description: 'hi' }, 'job_id must be the id of a job'],
    [{ job_id: MISSING, description: '   ' }, 'description should not be empty'],
  ])('refuses %j with 400', async (body, message) => {
    const answer = await t.http.post(`${API}/note`).set(standard).send(body).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
  });

  it("is 404 for another company's job, 409 on a deleted job, 401 without a token", async () => {
    const id = await createJob(t, standard);
    const before = await eventCount(t, id);
    await t.http
      .post(`${API}/note`)
      .set(outsider)
      .send({ job_id: id, description: 'x' })
      .expect(404);
    await t.http.post(`${API}/note`).send({ job_id: id, description: 'x' }).expect(401);
    await t.http.delete(`${API}/note/${MISSING}`).expect(401);
    await setStatus(id, 'deleted').expect(200);
    const refused = await t.http
      .post(`${API}/note`)
      .set(standard)
      .send({ job_id: id, description: 'x' })
      .expect(409);
    expect(refused.body.message).toBe('Notes cannot be added to a deleted job.');
    // Only the deletion is stored.
    expect(await eventCount(t, id)).toBe(before + 1);
  });
});
