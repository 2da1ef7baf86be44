import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  IMPORT_FORBIDDEN,
  IMPORT_IN_PROGRESS,
  IMPORT_NOT_PENDING,
  IMPORT_SERVICE_UNKNOWN,
  IMPORT_STILL_RUNNING,
  type ImportPreviewDto,
} from '@job-intake/contracts/jobs/job-import-api';
import { CONTACT_LOCATION_WARNING } from '@job-intake/contracts/jobs/job-settings';
import type { JobImportRequested } from '@job-intake/contracts/jobs/job-events';
import { CompanySetup } from '../../../companies/company-setup.service';
import { completeDemoAnswers } from '../../../forms/testing/demo-form-answers';
import { DEMO_COMPANY_ID, DEMO_REVIEWER_CNT_ID } from '../../../seed/demo-seed';
import type { TestApp } from '../../../testing/test-app';
import {
  PROVIDER_CONNECTION,
  type ProviderConnection,
} from '../../../provider/provider-connection';
import { behave, noticeJobs } from '../../../provider/testing/provider-test-helpers';
import { API, createJob, eventCount, type Auth } from '../../testing/job-fixtures';
import {
  fieldTitled,
  listJobs,
  otherCompanyMember,
  readHistory,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';

/** How long the API waits for the provider's answer here (a slow sandbox outlasts it). */
const IMPORT_WAIT_MS = 5000;

describe('POST /job/{id}/import and GET /job/{id}/import (import-job)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let reviewer: Auth;
  let standard: Auth;
  /** The provider sandbox the app started (the import processor calls it). */
  let sandbox: string;

  beforeAll(async () => {
    app = await startJobApiApp('import-job', { IMPORT_WAIT_MS: String(IMPORT_WAIT_MS) });
    ({ t, reviewer, standard } = app);
    sandbox = t.app.get<ProviderConnection>(PROVIDER_CONNECTION, { strict: false }).url;
  });
  afterAll(() => app.close());

  const send = (id: string, body: object = { id }, auth = reviewer) =>
    t.http.post(`${API}/job/${id}/import`).set(auth).send(body);
  const preview = (id: string, auth = reviewer, query = '') =>
    t.http.get(`${API}/job/${id}/import${query}`).set(auth);

  const saveAnswers = (id: string, answers: Record<string, unknown>) =>
    t.http.post(`${API}/job/${id}/results`).set(reviewer).send({ id, answers }).expect(200);

  /** A complete demo job in Review, created by the reviewer with these settings. */
  async function pendingJob(
    settings: object = { selectedLocation: '5002', selectedContact: '100250' },
  ): Promise<string> {
    const id = await createJob(t, reviewer, settings);
    const { form, uuid } = await readJob(t, id, reviewer);
    await saveAnswers(id, completeDemoAnswers(form));
    await t.http.post(`${API}/job/${id}/finalize`).set(standard).send({ id, uuid }).expect(200);
    return id;
  }

  async function importRequests(id: string): Promise<JobImportRequested['data'][]> {
    const { rows } = await t.pool.query(
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'JobImportRequested' ORDER BY revision`,
      [`job-${id}`],
    );
    return rows.map((row) => row.data);
  }

  async function eventually(done: () => Promise<boolean>): Promise<void> {
    for (let tries = 0; tries < 100; tries += 1) {
      if (await done()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('Never happened');
  }

  /** A demo-company user of a role, with or without an API key. */
  async function member(step: 'first' | 'last', apiKey: string | null): Promise<Auth> {
    const login = {
      email: `member-${randomUUID().slice(0, 8)}@demo.example`,
      password: 'm-pass-1',
    };
    const order = step === 'first' ? 'ASC' : 'DESC';
    const { rows } = await t.pool.query(
      `SELECT role_id FROM workflow_steps WHERE company_id = $1 ORDER BY position ${order} LIMIT 1`,
      [DEMO_COMPANY_ID],
    );
    const setup = t.app.get(CompanySetup, { strict: false });
    await t.app.get(DataSource).transaction(async (db) => {
      const user = await setup.createUser(db, { name: 'Max Member', ...login, api_key: apiKey });
      await setup.addMembership(db, user.id, DEMO_COMPANY_ID, rows[0].role_id);
    });
    return { Authorization: `Bearer ${await t.login(login)}` };
  }

  it("sends the job once and answers the provider's directNo; lists, job page and History show it", async () => {
    const id = await pendingJob();
    const sent = await send(id).expect(200);
    const [noticeJob] = await noticeJobs(sandbox, id);
    expect(sent.body).toEqual({ status: 'submitted', ols_resp: { directNo: noticeJob?.directNo } });
    expect(await noticeJobs(sandbox, id)).toHaveLength(1);
    const job = await readJob(t, id, standard);
    expect(job).toMatchObject({ status: 'submitted', directNo: noticeJob?.directNo });
    expect(job).toMatchObject({ imported_by: 'Rita Reviewer' });
    const row = (await listJobs(t, 'submitted', standard)).find((item) => item.id === id);
    expect(row).toMatchObject({ imported_by: 'Rita Reviewer', imported_at: expect.any(String) });
    expect((await readHistory(t, id, standard)).map((entry) => entry.action)).toContain('import');
    const [request] = await importRequests(id);
    expect(request).toMatchObject({ requested_by_name: 'Rita Reviewer' });
    expect(request?.payload).toMatchObject({ job_id: id, cnt_id: '100250', div_id: '5002' });
  });

  it("answers the provider's refusal as a 400 and keeps the job in Review", async () => {
    const id = await pendingJob();
    await behave(sandbox, { next: 'fail', status: 422, message: 'Bad zip.' });
    const sent = await send(id).expect(400);
    expect(JSON.stringify(sent.body.message)).toContain('Bad zip.');
    expect((await readJob(t, id, reviewer)).status).toBe('pending');
    await preview(id).expect(200);
  });

  it('answers 202 while the provider has not answered, and the job is submitted once it does', async () => {
    const id = await pendingJob();
    await behave(sandbox, { next: 'slow', delayMs: IMPORT_WAIT_MS + 500 });
    const sent = await send(id).expect(202);
    expect(sent.body).toEqual({ message: IMPORT_STILL_RUNNING });
    await eventually(async () => (await readJob(t, id, reviewer)).status === 'submitted');
    expect(await importRequests(id)).toHaveLength(1);
    expect(await noticeJobs(sandbox, id)).toHaveLength(1);
  });

  it('records one request for two sends at once; the second is 409', async () => {
    const id = await pendingJob();
    await behave(sandbox, { next: 'slow', delayMs: 500 });
    const answers = await Promise.all([send(id), send(id)]);
    expect(answers.map((sent) => sent.status).sort()).toEqual([200, 409]);
    expect(answers.find((sent) => sent.status === 409)?.body.message).toBe(IMPORT_IN_PROGRESS);
    expect(await importRequests(id)).toHaveLength(1);
    expect(await noticeJobs(sandbox, id)).toHaveLength(1);
  });

  it('previews the payload, its problems and the services for the reviewer', async () => {
    const id = await pendingJob();
    const body: ImportPreviewDto = (await preview(id).expect(200)).body;
    expect(body).toMatchObject({
      problems: [],
      services: [],
      default_service: 'Notice :: Premium',
    });
    expect(body.payload).toMatchObject({
      job_id: id,
      service: 'Notice :: Premium',
      cnt_id: '100250',
    });
    expect(body.payload.addresses.map((address) => address.type_id)).toEqual([2, null, 3, 4]);
  });

  it("makes the creator the contact when the job has none (the reviewer's cnt_id)", async () => {
    const id = await pendingJob({ selectedLocation: '5001' });
    const body: ImportPreviewDto = (await preview(id).expect(200)).body;
    expect(body.payload.cnt_id).toBe(DEMO_REVIEWER_CNT_ID);
    expect(body.problems).toEqual([]);
  });

  it("offers the company's active service types and sends the chosen one", async () => {
    const [basic, lien, old] = [randomUUID(), randomUUID(), randomUUID()];
    await t.pool.query(
      `INSERT INTO service_types (id, company_id, text, lien_direct, is_default, status) VALUES
        ($1, $4, 'Notice :: Basic', false, true, 'active'),
        ($2, $4, 'Lien :: Direct', true, false, 'active'),
        ($3, $4, 'Old service', false, false, 'inactive')`,
      [basic, lien, old, DEMO_COMPANY_ID],
    );
    try {
      const id = await pendingJob();
      const body: ImportPreviewDto = (await preview(id).expect(200)).body;
      expect(body.services.map((service) => service.text)).toEqual([
        'Lien :: Direct',
        'Notice :: Basic',
      ]);
      expect(body).toMatchObject({ default_service: 'Notice :: Basic' });
      const chosen = (await preview(id, reviewer, `?service=${lien}`).expect(200)).body;
      expect(chosen.payload).toMatchObject({ service: 'Lien :: Direct', lien_direct: true });
      await preview(id, reviewer, `?service=${old}`).expect(400);
      await send(id, { id, service: old }).expect(400);
      await send(id, { id, service: lien }).expect(200);
      expect((await importRequests(id))[0]?.payload.service).toBe('Lien :: Direct');
    } finally {
      await t.pool.query('DELETE FROM service_types WHERE company_id = $1', [DEMO_COMPANY_ID]);
    }
  });

  it('refuses a job with problems with a 400 listing each, recording nothing', async () => {
    const id = await pendingJob({});
    const description = fieldTitled(await readJob(t, id, reviewer), 'Project Description');
    await saveAnswers(id, { [description.id]: '' });
    const before = await eventCount(t, id);
    const sent = await send(id).expect(400);
    expect(sent.body.message).toEqual([
      CONTACT_LOCATION_WARNING,
      'Project Description is required and empty.',
    ]);
    expect(await eventCount(t, id)).toBe(before);
    const body: ImportPreviewDto = (await preview(id).expect(200)).body;
    expect(body.problems.map((problem) => problem.code)).toEqual([
      'contact_location',
      'required_field',
    ]);
  });

  it.each([
    ['a standard user', () => Promise.resolve(standard)],
    ['a user of the last step without an API key', () => member('last', null)],
    ['a user with an API key in another step', () => member('first', 'key-of-first-step')],
  ])('is 403 for %s, recording nothing', async (_case, who) => {
    const auth = await who();
    const id = await pendingJob();
    const before = await eventCount(t, id);
    expect((await send(id, { id }, auth).expect(403)).body.message).toBe(IMPORT_FORBIDDEN);
    expect((await preview(id, auth).expect(403)).body.message).toBe(IMPORT_FORBIDDEN);
    expect(await eventCount(t, id)).toBe(before);
  });

  it('tells the job page who may send it (can_import)', async () => {
    const id = await createJob(t, reviewer);
    expect((await readJob(t, id, reviewer)).can_import).toBe(true);
    expect((await readJob(t, id, standard)).can_import).toBe(false);
    expect((await readJob(t, id, await member('last', null))).can_import).toBe(false);
  });

  it('is 409 for a job not in Review', async () => {
    const id = await createJob(t, reviewer);
    expect((await send(id).expect(409)).body.message).toBe(IMPORT_NOT_PENDING);
    expect((await preview(id).expect(409)).body.message).toBe(IMPORT_NOT_PENDING);
  });

  it("is 404 for another company's job, also for its reviewer-like member", async () => {
    const id = await pendingJob();
    const other = await otherCompanyMember(t);
    await send(id, { id }, other).expect(404);
    await preview(id, other).expect(404);
    await send(id, { id }, app.outsider).expect(404);
    expect(await importRequests(id)).toHaveLength(0);
  });

  it.each([
    ['no id', {}, 'id must be the id of the job'],
    ['a null id', { id: null }, 'id must be the id of the job'],
    ['a numeric id', { id: 7 }, 'id must be the id of the job'],
    ['another job id', { id: randomUUID() }, 'id must be the id of the job in the path'],
    ['a null service', { id: 'JOB', service: null }, 'service must not be null'],
    ['a numeric service', { id: 'JOB', service: 3 }, 'service must be the id of a service type'],
    ['a NUL byte', { id: 'JOB', service: 'a\u0000b' }, 'service must not contain'],
    ['a huge service', { id: 'JOB', service: 'x'.repeat(10_000) }, 'service must be the id'],
    ['an unknown service', { id: 'JOB', service: randomUUID() }, IMPORT_SERVICE_UNKNOWN],
    ['an unknown field', { id: 'JOB', extra: 1 }, 'property extra should not exist'],
  ])('refuses %s with 400 naming the field', async (_case, body, message) => {
    const id = await pendingJob();
    const sent = JSON.parse(JSON.stringify(body).replaceAll('"JOB"', `"${id}"`));
    const answer400 = await send(id, sent).expect(400);
    expect(JSON.stringify(answer400.body.message)).toContain(message);
    expect(await importRequests(id)).toHaveLength(0);
  });
});
