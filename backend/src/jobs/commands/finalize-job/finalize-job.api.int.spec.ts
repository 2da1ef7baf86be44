import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, saveAnswers, type Auth } from '../../testing/job-fixtures';
import {
  MISSING,
  postStatus,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';
import { expectStatusBodyRefused } from '../../testing/status-changes';
import { UUID_MISMATCH } from '../../domain/job.decider';

describe('POST /job/{id}/finalize (finalize-job)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('finalize-job');
    ({ t, standard } = app);
  });
  afterAll(() => app.close());

  const job = (id: string, auth: Auth = standard) => readJob(t, id, auth);
  const setStatus = (id: string, status: string, auth: Auth = standard) =>
    postStatus(t, id, status, auth);

  it('finalizes at 100%, re-opens, archives; lists follow', async () => {
    const id = await createJob(t, standard, { name: 'Lifecycle' });
    const { uuid } = await job(id);
    await saveAnswers(t, id, 60, 2);
    const early = await t.http
      .post(`${API}/job/${id}/finalize`)
      .set(standard)
      .send({ id, uuid })
      .expect(409);
    expect(early.body.message).toBe(
      'The job cannot be finalized until every required field is filled in (2 remaining).',
    );

    await saveAnswers(t, id, 100);
    const finalized = await t.http
      .post(`${API}/job/${id}/finalize`)
      .set(standard)
      .send({ id, uuid })
      .expect(200);
    expect(finalized.body).toEqual({ job: { id, status: 'pending' } });
    const review: JobListItem[] = (await t.http.get(`${API}/jobs?list=pending`).set(standard)).body
      .jobs;
    expect(review.find((row) => row.id === id)).toMatchObject({
      status: 'pending',
      progress: { percent: 100, remaining: 0 },
      review_at: expect.stringMatching(/^\d{4}-/),
    });
    await t.http.post(`${API}/job/${id}/finalize`).set(standard).send({ id, uuid }).expect(409);

    expect((await setStatus(id, 'open').expect(200)).body).toEqual({
      job: { id, status: 'open' },
    });
    expect((await job(id)).status).toBe('open');
    expect((await setStatus(id, 'archived').expect(200)).body).toEqual({
      job: { id, status: 'archived' },
    });
    const archived: JobListItem[] = (await t.http.get(`${API}/jobs?list=archived`).set(standard))
      .body.jobs;
    expect(archived.find((row) => row.id === id)?.archived_at).toMatch(/^\d{4}-/);
  });

  it.each([
    ['finalize', { uuid: MISSING }, 'id must be the id of the job'],
    ['finalize', { uuid: 'nope' }, "uuid must be the job's uuid"],
    ['finalize', { uuid: MISSING }, UUID_MISMATCH],
  ])('POST /job/{id}/%s refuses %j with 400', (action, body, message) =>
    expectStatusBodyRefused(t, standard, action, body, message),
  );
});
