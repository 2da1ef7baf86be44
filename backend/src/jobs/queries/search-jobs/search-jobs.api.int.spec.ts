import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, type Auth } from '../../testing/job-fixtures';
import { otherCompanyMember, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';
import { seedJobListRows } from '../shared/testing/seed-job-list-rows';

describe('POST /search (search-jobs)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let reviewer: Auth;
  let outsider: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('search-jobs');
    ({ t, standard, reviewer, outsider } = app);
  });
  afterAll(() => app.close());

  describe('search', () => {
    it('matches name, reference and location, case-insensitively, with every status but deleted', async () => {
      const byName = await createJob(t, standard, { name: 'Quarry Lane Depot' });
      const byRef = await createJob(t, standard, { name: 'Other', reference_no: 'QUARRY-9' });
      const byPlace = await createJob(t, reviewer, { name: 'Placed', selectedLocation: '5001' });
      const archived = await createJob(t, standard, { name: 'Quarry archived' });
      const deleted = await createJob(t, standard, { name: 'Quarry deleted' });
      await t.http
        .post(`${API}/job/${archived}/status`)
        .set(standard)
        .send({ id: archived, status: 'archived' })
        .expect(200);
      await t.http
        .post(`${API}/job/${deleted}/status`)
        .set(standard)
        .send({ id: deleted, status: 'deleted' })
        .expect(200);

      const quarry = (
        await t.http.post(`${API}/search`).set(standard).send({ query: 'quarry' }).expect(200)
      ).body;
      expect(quarry.resultCount).toBe(quarry.found_jobs.length);
      const found = new Map(quarry.found_jobs.map((job: JobListItem) => [job.id, job.status]));
      expect(found.get(byName)).toBe('open');
      expect(found.get(byRef)).toBe('open');
      expect(found.get(archived)).toBe('archived');
      expect(found.has(deleted)).toBe(false);

      const cleveland = (
        await t.http.post(`${API}/search`).set(standard).send({ query: 'CLEVELAND' }).expect(200)
      ).body;
      expect(cleveland.found_jobs.map((job: JobListItem) => job.id)).toContain(byPlace);
      expect(
        (await t.http.post(`${API}/search`).set(outsider).send({ query: 'quarry' }).expect(200))
          .body,
      ).toMatchObject({ found_jobs: [], resultCount: 0 });
    });

    it('takes % and _ literally', async () => {
      await createJob(t, standard, { name: '100% Done' });
      const percent = (await t.http.post(`${API}/search`).set(standard).send({ query: '0% d' }))
        .body;
      expect(percent.found_jobs.map((job: JobListItem) => job.name)).toEqual(['100% Done']);
      expect(
        (await t.http.post(`${API}/search`).set(standard).send({ query: '_' })).body.resultCount,
      ).toBe(0);
    });

    it.each([[{}], [{ query: '  ' }], [{ query: 3 }]])('refuses %j with 400', async (body) => {
      await t.http.post(`${API}/search`).set(standard).send(body).expect(400);
    });

    it.each([
      [{ size: 50 }, 'size must be one of: 100, 500, 1000'],
      [{ page: 0 }, 'page must be 1 or more'],
      [{ page: 'abc' }, 'page must be a whole number'],
      [{ sort: 'bogus' }, 'sort must be one of: name, reference,'],
      [{ dir: 'up' }, 'dir must be one of: asc, desc'],
    ])('refuses paging %j with 400 naming the parameter', async (paging, message) => {
      const answer = await t.http
        .post(`${API}/search`)
        .set(standard)
        .send({ query: 'x', ...paging })
        .expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
    });
  });

  describe('paging', () => {
    const search = async (auth: Auth, body: object) =>
      (await t.http.post(`${API}/search`).set(auth).send(body).expect(200)).body;

    beforeAll(async () => {
      const job = await createJob(t, standard, { name: 'Heron Yard 00' });
      const { rows } = await t.pool.query('SELECT company_id FROM job_list WHERE id = $1', [job]);
      await seedJobListRows(t.pool, {
        companyId: rows[0].company_id,
        count: 150,
        namePrefix: 'Heron Yard',
      });
    });

    it('answers one page, newest change first, and counts every match', async () => {
      const first = await search(standard, { query: 'heron yard' });
      expect(first).toMatchObject({
        resultCount: 151,
        page: 1,
        size: 100,
        sort: 'updated',
        dir: 'desc',
      });
      expect(first.found_jobs).toHaveLength(100);
      const changed = first.found_jobs.map((job: JobListItem) => job.updated_at);
      expect(changed).toEqual([...changed].sort().reverse());
      const rest = await search(standard, { query: 'heron yard', page: 5 });
      expect(rest).toMatchObject({ page: 2, resultCount: 151 });
      const all = [...first.found_jobs, ...rest.found_jobs].map((job: JobListItem) => job.id);
      expect(new Set(all).size).toBe(151);
    });

    it('sorts the matches by a column', async () => {
      const byReference = await search(standard, {
        query: 'heron',
        sort: 'reference',
        dir: 'desc',
        size: 500,
      });
      const references = byReference.found_jobs.map((job: JobListItem) => job.reference_no);
      expect(references).toHaveLength(151);
      expect(references).toEqual(
        [...references].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())),
      );
    });

    it('counts a common term only so far past the page, and exactly near its end', async () => {
      const job = await createJob(t, standard, { name: 'Egret Row 00' });
      const { rows } = await t.pool.query('SELECT company_id FROM job_list WHERE id = $1', [job]);
      await seedJobListRows(t.pool, {
        companyId: rows[0].company_id,
        count: 1_199,
        namePrefix: 'Egret Row',
      });
      expect(await search(standard, { query: 'egret' })).toMatchObject({
        page: 1,
        resultCount: 1000,
        resultCountExact: false,
      });
      expect(await search(standard, { query: 'egret', page: 9 })).toMatchObject({
        page: 9,
        resultCount: 1000,
        resultCountExact: false,
      });
      expect(await search(standard, { query: 'egret', page: 10 })).toMatchObject({
        page: 10,
        resultCount: 1200,
        resultCountExact: true,
      });
      expect(await search(standard, { query: 'egret', page: 99 })).toMatchObject({
        page: 12,
        resultCount: 1200,
        resultCountExact: true,
      });
    });

    it('reads the next and the previous page from the cursors of the page shown', async () => {
      const byName = { query: 'heron yard', sort: 'name', dir: 'desc' };
      const ids = (answer: { found_jobs: JobListItem[] }) => answer.found_jobs.map((job) => job.id);
      const [first, second] = [
        await search(standard, { ...byName, page: 1 }),
        await search(standard, { ...byName, page: 2 }),
      ];
      const next = await search(standard, { ...byName, page: 2, after: first.after });
      expect(ids(next)).toEqual(ids(second));
      const previous = await search(standard, { ...byName, page: 1, before: second.before });
      expect(ids(previous)).toEqual(ids(first));
      expect(previous).toMatchObject({ page: 1, resultCount: 151, resultCountExact: true });
    });

    it.each([
      [{ after: 'not-a-cursor' }, 'after must be the cursor of a page this list answered'],
      [
        { after: 'WyJuYW1lIiwiYXNjIiwieCIsImlkIl0', before: 'WyJuYW1lIiwiYXNjIiwieCIsImlkIl0' },
        'without',
      ],
    ])('refuses the cursors %j with 400', async (cursors, message) => {
      const answer = await t.http
        .post(`${API}/search`)
        .set(standard)
        .send({ query: 'heron', page: 2, ...cursors })
        .expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
    });

    it("finds none of another company's jobs", async () => {
      expect(await search(await otherCompanyMember(t), { query: 'heron' })).toMatchObject({
        found_jobs: [],
        resultCount: 0,
      });
    });
  });
});
