import type { TestApp } from '../../testing/test-app';
import { API, createJob, eventCount, type Auth } from '../testing/job-fixtures';
import {
  MISSING,
  postStatus,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../testing/job-api-app';
import { expectStatusBodyRefused } from '../testing/status-changes';
import { ID_MISMATCH } from '../shared/job-path';

describe('POST /job/{id}/status: the one route of re-open, archive and delete', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let outsider: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('change-job-status');
    ({ t, standard, outsider } = app);
  });
  afterAll(() => app.close());

  const job = (id: string, auth: Auth = standard) => readJob(t, id, auth);
  const setStatus = (id: string, status: string, auth: Auth = standard) =>
    postStatus(t, id, status, auth);

  it.each([
    ['status', { status: 'open' }, 'id must be the id of the job'],
    ['status', { status: 'submitted' }, 'status must be one of: open, archived, deleted'],
    ['status', { id: MISSING, status: 'archived' }, ID_MISMATCH],
  ])('POST /job/{id}/%s refuses %j with 400', (action, body, message) =>
    expectStatusBodyRefused(t, standard, action, body, message),
  );

  it("is 404 for another company's job", async () => {
    const id = await createJob(t, standard);
    const { uuid } = await job(id);
    const before = await eventCount(t, id);
    await setStatus(id, 'archived', outsider).expect(404);
    await t.http.post(`${API}/job/${id}/finalize`).set(outsider).send({ id, uuid }).expect(404);
    await setStatus(MISSING, 'archived').send({ id: MISSING, status: 'archived' }).expect(404);
    expect(await eventCount(t, id)).toBe(before);
  });
});
