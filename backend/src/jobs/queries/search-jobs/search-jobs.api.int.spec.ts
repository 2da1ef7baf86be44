import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, type Auth } from '../../testing/job-fixtures';
import { startJobApiApp, type JobApiApp } from '../../testing/job-api-app';

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
      ).toEqual({
        found_jobs: [],
        resultCount: 0,
      });
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
  });
});
