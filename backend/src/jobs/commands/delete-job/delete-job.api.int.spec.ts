import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, type Auth } from '../../testing/job-fixtures';
import { postStatus, readJob, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';
import { expectStatusChangeRefused } from '../../testing/status-changes';

describe('POST /job/{id}/status (delete-job: delete)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('delete-job');
    ({ t, standard } = app);
  });
  afterAll(() => app.close());

  const job = (id: string, auth: Auth = standard) => readJob(t, id, auth);
  const setStatus = (id: string, status: string, auth: Auth = standard) =>
    postStatus(t, id, status, auth);

  it.each([
    ['archived', 'deleted', 'Only open jobs and jobs in Review can be deleted.'],
    ['submitted', 'deleted', 'Only open jobs and jobs in Review can be deleted.'],
  ])('a %s job cannot become %s (409, nothing appended)', (from, to, message) =>
    expectStatusChangeRefused(t, standard, from, to, message),
  );

  it('deletes: the job leaves the lists but can still be opened', async () => {
    const id = await createJob(t, standard);
    expect((await setStatus(id, 'deleted').expect(200)).body.job.status).toBe('deleted');
    expect((await job(id)).deleted_at).toMatch(/^\d{4}-/);
    for (const list of ['open', 'pending', 'submitted', 'archived']) {
      const rows: JobListItem[] = (await t.http.get(`${API}/jobs?list=${list}`).set(standard)).body
        .jobs;
      expect(rows.map((row) => row.id)).not.toContain(id);
    }
  });
});
