import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, type Auth } from '../../testing/job-fixtures';
import { listJobs, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';

describe('GET /jobs (list-jobs)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('list-jobs');
    ({ t, standard } = app);
  });
  afterAll(() => app.close());

  const openList = () => listJobs(t, 'open', standard);

  it('lists jobs sorted by name, by status', async () => {
    for (const name of ['zeta tower', 'Alpha Plaza', 'midtown lofts'])
      await createJob(t, standard, { name });
    const names = (await openList()).map((job) => job.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const answer = await t.http.get(`${API}/jobs`).set(standard).expect(200);
    expect(answer.body.total).toBe(answer.body.jobs.length);
    expect(answer.body.jobs.map((job: JobListItem) => job.name)).toEqual(names);
    for (const list of ['pending', 'submitted', 'archived']) {
      const other = await t.http.get(`${API}/jobs?list=${list}`).set(standard).expect(200);
      expect(other.body.jobs.every((job: JobListItem) => job.status === list)).toBe(true);
    }
  });

  it('refuses an unknown list name', async () => {
    const answer = await t.http.get(`${API}/jobs?list=everything`).set(standard).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(
      'list must be one of: open, pending, submitted, archived',
    );
  });
});
