import type { TestApp } from '../../../testing/test-app';
import { createJob, eventCount, submitJob, type Auth } from '../../testing/job-fixtures';
import { postStatus, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';

describe('POST /job/{id}/status (archive-job: archive)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('archive-job');
    ({ t, standard } = app);
  });
  afterAll(() => app.close());

  const setStatus = (id: string, status: string, auth: Auth = standard) =>
    postStatus(t, id, status, auth);

  it.each([
    ['archived', 'archived', 'Only open jobs and jobs in Review can be archived.'],
    ['deleted', 'archived', 'Only open jobs and jobs in Review can be archived.'],
    ['submitted', 'archived', 'Only open jobs and jobs in Review can be archived.'],
  ])('a %s job cannot become %s (409, nothing appended)', async (from, to, message) => {
    const id = await createJob(t, standard);
    if (from === 'submitted') await submitJob(t, id);
    if (from === 'archived' || from === 'deleted') await setStatus(id, from).expect(200);
    const before = await eventCount(t, id);
    expect((await setStatus(id, to).expect(409)).body.message).toBe(message);
    expect(await eventCount(t, id)).toBe(before);
  });
});
