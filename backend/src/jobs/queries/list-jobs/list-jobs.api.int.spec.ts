import { JOB_SORTS, type JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, type Auth } from '../../testing/job-fixtures';
import { listJobs, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';
import { seedJobListRows } from '../shared/testing/seed-job-list-rows';

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
  const page = async (query: string) =>
    (await t.http.get(`${API}/jobs?${query}`).set(standard).expect(200)).body;
  const ids = (jobs: JobListItem[]) => jobs.map((job) => job.id);

  it('lists jobs sorted by name, by status', async () => {
    for (const name of ['zeta tower', 'Alpha Plaza', 'midtown lofts'])
      await createJob(t, standard, { name });
    const names = (await openList()).map((job) => job.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const answer = await page('');
    expect(answer).toMatchObject({ total: 3, page: 1, size: 100, sort: 'name', dir: 'asc' });
    expect(answer.jobs.map((job: JobListItem) => job.name)).toEqual(names);
    for (const list of ['pending', 'submitted', 'archived']) {
      const other = await page(`list=${list}`);
      expect(other.jobs.every((job: JobListItem) => job.status === list)).toBe(true);
    }
  });

  it('refuses an unknown list name', async () => {
    const answer = await t.http.get(`${API}/jobs?list=everything`).set(standard).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(
      'list must be one of: open, pending, submitted, archived',
    );
  });

  it.each([
    ['size=50', 'size must be one of: 100, 500, 1000'],
    ['page=0', 'page must be 1 or more'],
    ['page=abc', 'page must be a whole number'],
    ['page=1000001', 'page must be at most 1000000'],
    ['sort=bogus', 'sort must be one of: name, reference,'],
    ['dir=up', 'dir must be one of: asc, desc'],
  ])('refuses %s with 400 naming the parameter', async (query, message) => {
    const answer = await t.http.get(`${API}/jobs?${query}`).set(standard).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
  });

  describe('with 250 more jobs', () => {
    let all: JobListItem[];

    beforeAll(async () => {
      const { rows } = await t.pool.query('SELECT DISTINCT company_id FROM job_list');
      await seedJobListRows(t.pool, {
        companyId: rows[0].company_id,
        count: 250,
        namePrefix: 'Job',
      });
      all = await openList();
    });

    it('answers the rows 101 to 200 of the whole order on page 2', async () => {
      expect(all).toHaveLength(253);
      const byName = [...all].sort(
        (a, b) =>
          a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.id < b.id ? -1 : 1),
      );
      expect(ids(all)).toEqual(ids(byName));
      const second = await page('page=2&size=100');
      expect(second).toMatchObject({ total: 253, page: 2, size: 100, sort: 'name', dir: 'asc' });
      expect(ids(second.jobs)).toEqual(ids(all.slice(100, 200)));
    });

    it('answers the last page for a page past it', async () => {
      const last = await page('page=3');
      expect(ids(last.jobs)).toEqual(ids(all.slice(200)));
      const past = await page('page=99');
      expect(past).toMatchObject({ page: 3, total: 253 });
      expect(ids(past.jobs)).toEqual(ids(last.jobs));
    });

    it.each(JOB_SORTS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
      'pages by %s without overlap or gap',
      async (order) => {
        const [sort, dir] = order.split(' ');
        const whole = await page(`sort=${sort}&dir=${dir}&size=500`);
        expect(whole).toMatchObject({ sort, dir, total: 253 });
        const pages = [];
        for (const number of [1, 2, 3])
          pages.push(...(await page(`sort=${sort}&dir=${dir}&page=${number}`)).jobs);
        expect(ids(pages)).toEqual(ids(whole.jobs));
        expect(new Set(ids(pages)).size).toBe(253);
      },
    );

    it('sorts by creation time, newest first', async () => {
      const jobs: JobListItem[] = (await page('sort=created&dir=desc&size=500')).jobs;
      const times = jobs.map((job) => job.created_at);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('sorts by progress, the id breaking ties', async () => {
      const jobs: JobListItem[] = (await page('sort=progress&size=500')).jobs;
      const keys = jobs.map((job) => [job.progress.percent, job.id] as const);
      expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)));
    });

    it.each(['asc', 'desc'])('puts jobs not marked for review last, %s', async (dir) => {
      const jobs: JobListItem[] = (await page(`sort=review_at&dir=${dir}&size=500`)).jobs;
      const dates = jobs.map((job) => job.review_at);
      const marked = dates.filter((date): date is string => date !== null);
      expect(marked.length).toBeGreaterThan(100);
      const ascending = [...marked].sort();
      expect(dates).toEqual([
        ...(dir === 'asc' ? ascending : ascending.reverse()),
        ...dates.filter((date) => date === null),
      ]);
    });
  });
});
