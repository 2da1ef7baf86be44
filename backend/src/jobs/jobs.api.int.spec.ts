import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDate } from '@job-intake/contracts/jobs/job-settings';
import type { JobDetail, JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import { EVENT_STORE, type EventStore, type NewEvent } from '../event-store/event-store.port';
import { DEMO_FORM_ID, DEMO_FORM_NAME, DEMO_VARIANT_ID } from '../forms/seed/demo-form';
import { ReadModels } from '../projections/projections.module';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany } from '../users/testing/other-company';
import { FORM_NOT_OFFERED, VARIANT_NOT_OF_FORM } from './commands/create-job/create-job.handler';
import {
  API,
  createJob,
  eventCount,
  runCommand,
  type Auth,
  ignoreDroppedConnections,
} from './testing/job-fixtures';
import { limitedUser } from './testing/limited-user';

const MISSING = '3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f';
const MAIN_OFFICE = 'Demo Construction Co. – Main Office (Cleveland, OH)';

describe('jobs API: creating, listing, searching and reading jobs', () => {
  let t: TestApp;
  let standard: Auth;
  let reviewer: Auth;
  let admin: Auth;
  let outsider: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'jobs-api-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    ignoreDroppedConnections(t);
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    reviewer = { Authorization: `Bearer ${await t.login('reviewer')}` };
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    outsider = { Authorization: `Bearer ${await t.login('super')}` };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const openList = async (auth: Auth = standard): Promise<JobListItem[]> =>
    (await t.http.get(`${API}/jobs?list=open`).set(auth).expect(200)).body.jobs;

  it('creates a job with the defaults and lists it right away (the answer waits for the read model)', async () => {
    const created = await t.http
      .post(`${API}/job`)
      .set(standard)
      .send({ name: '  Riverside Mall ', form_id: DEMO_FORM_ID })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      history_record: null,
    });

    const row = (await openList()).find((job) => job.id === created.body.id);
    expect(row).toEqual({
      id: created.body.id,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Riverside Mall',
      reference_no: '',
      status: 'open',
      // The demo form asks seven required fields.
      progress: { percent: 0, remaining: 7 },
      files: 0,
      links: 0,
      notes: 0,
      form_variant: { id: DEMO_VARIANT_ID, title: expect.any(String), logo_url: null },
      location_desc: null,
      entry_user: 'Stan Standard',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      review_at: null,
      direct_no: null,
      imported_by: null,
      imported_at: null,
      archived_at: null,
      updated_at: row?.created_at,
    });

    const detail: JobDetail = (
      await t.http.get(`${API}/job/${created.body.id}`).set(standard).expect(200)
    ).body;
    expect(detail).toMatchObject({
      id: created.body.id,
      uuid: row?.uuid,
      status: 'open',
      name: 'Riverside Mall',
      reference_no: '',
      location: null,
      contact: null,
      first_furnishing: localDate(new Date()),
      ff_est: false,
      last_furnishing: localDate(new Date(), 7),
      lf_est: false,
      total_contract_amt: '0.00',
      total_claim_amt: '0.00',
      user_submitted: {},
      answerData: {},
      form_id: DEMO_FORM_ID,
      form_version_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      form: { id: DEMO_FORM_ID, name: DEMO_FORM_NAME },
      user: { name: 'Stan Standard' },
      notes: [],
      attachments: [],
      links: 0,
      customer_id: null,
      revision: 0,
      directNo: null,
      deleted_at: null,
    });
    expect(detail.form.sections.length).toBeGreaterThan(0);

    // By uuid too (guest links name jobs by uuid).
    const byUuid = await t.http.get(`${API}/job/${row?.uuid}`).set(standard).expect(200);
    expect(byUuid.body.id).toBe(created.body.id);
  });

  it('pins the job to the form version it was created on', async () => {
    const first = await createJob(t, standard);
    const second = await createJob(t, standard);
    const version = async (id: string) =>
      (await t.http.get(`${API}/job/${id}`).set(standard)).body.form_version_id as string;
    expect(await version(first)).toBe(await version(second));
    const { rows } = await t.pool.query('SELECT form_id FROM form_versions WHERE id = $1', [
      await version(first),
    ]);
    expect(rows[0].form_id).toBe(DEMO_FORM_ID);
  });

  it('stores given dates, flags and amounts (normalised to two decimals)', async () => {
    const id = await createJob(t, standard, {
      reference_no: ' PO-7 ',
      first_furnishing: '2026-03-01',
      ff_est: true,
      last_furnishing: '2026-04-30',
      lf_est: true,
      total_contract_amt: '1250.5',
      total_claim_amt: '7',
      customer_id: 'c-42',
      searchQuery: 'acme',
    });
    expect((await t.http.get(`${API}/job/${id}`).set(standard)).body).toMatchObject({
      reference_no: 'PO-7',
      first_furnishing: '2026-03-01',
      ff_est: true,
      last_furnishing: '2026-04-30',
      lf_est: true,
      total_contract_amt: '1250.50',
      total_claim_amt: '7.00',
      customer_id: 'c-42',
    });
  });

  it('Save & Send records a share link for every section and answers its preview link', async () => {
    const answer = await t.http
      .post(`${API}/job`)
      .set(standard)
      .set('Origin', 'http://intake.example:8080')
      .send({ name: 'Send me', form_id: DEMO_FORM_ID, createLink: true })
      .expect(201);
    expect(answer.body.history_record).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      previewLink: `http://intake.example:8080/link/${answer.body.history_record.uuid}`,
      previewLabel: 'Send me',
    });
    const job: JobDetail = (await t.http.get(`${API}/job/${answer.body.id}`).set(standard)).body;
    expect(job.links).toBe(1);
    const { rows } = await t.pool.query(
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'ShareLinkCreated'`,
      [`job-${answer.body.id}`],
    );
    expect(rows[0].data).toEqual({
      linkId: answer.body.history_record.id,
      uuid: answer.body.history_record.uuid,
      label: 'Send me',
      sections: job.form.sections.map((section) => section.id),
    });
  });

  describe('location and contact (the provider port)', () => {
    it('checks them for a user with an API key and keeps the location label', async () => {
      const id = await createJob(t, reviewer, {
        selectedLocation: '5001',
        selectedContact: 100245 as never,
      });
      expect((await t.http.get(`${API}/job/${id}`).set(reviewer)).body).toMatchObject({
        location: '5001',
        contact: '100245',
        location_desc: MAIN_OFFICE,
        user: { name: 'Rita Reviewer' },
      });
    });

    it.each([
      [
        { selectedLocation: '5004' },
        'selectedLocation 5004 is not one of your active provider locations',
      ],
      [
        { selectedLocation: '999' },
        'selectedLocation 999 is not one of your active provider locations',
      ],
      [
        { selectedLocation: '5001', selectedContact: '100250' },
        'selectedContact 100250 is not a contact of location 5001',
      ],
      [{ selectedContact: '1' }, 'selectedContact 1 is not one of your provider contacts'],
    ])('refuses %j with 400 and appends nothing', async (choice, message) => {
      const before = await eventCount(t);
      const answer = await t.http
        .post(`${API}/job`)
        .set(reviewer)
        .send({ name: 'Located', form_id: DEMO_FORM_ID, ...choice })
        .expect(400);
      expect(answer.body.message).toBe(message);
      expect(await eventCount(t)).toBe(before);
    });

    it('ignores them for a user without an API key', async () => {
      const id = await createJob(t, standard, { selectedLocation: '5004', selectedContact: '1' });
      expect((await t.http.get(`${API}/job/${id}`).set(standard)).body).toMatchObject({
        location: null,
        contact: null,
        location_desc: null,
      });
    });
  });

  describe('the form and variant', () => {
    it('refuses a form that is not active and mapped (400) and a form of no one or of another company (404)', async () => {
      const form = (
        await t.http.post(`${API}/form`).set(admin).send({ name: 'Draft form' }).expect(201)
      ).body;
      const before = await eventCount(t);
      const draft = await t.http
        .post(`${API}/job`)
        .set(standard)
        .send({ name: 'x', form_id: form.id })
        .expect(400);
      expect(draft.body.message).toBe(FORM_NOT_OFFERED);
      await t.http
        .post(`${API}/job`)
        .set(standard)
        .send({ name: 'x', form_id: MISSING })
        .expect(404);
      // The demo form belongs to the demo company: for another company it does not exist.
      await t.http
        .post(`${API}/job`)
        .set(outsider)
        .send({ name: 'x', form_id: DEMO_FORM_ID })
        .expect(404);
      expect(await eventCount(t)).toBe(before);
    });

    it('refuses a variant of another form', async () => {
      const answer = await t.http
        .post(`${API}/job`)
        .set(standard)
        .send({ name: 'x', form_id: DEMO_FORM_ID, form_variant_id: MISSING })
        .expect(400);
      expect(answer.body.message).toBe(VARIANT_NOT_OF_FORM);
    });
  });

  it.each([
    [{}, 'name should not be empty'],
    [{ name: '   ', form_id: DEMO_FORM_ID }, 'name should not be empty'],
    [{ name: 42, form_id: DEMO_FORM_ID }, 'name must be a string'],
    [{ name: 'ok', form_id: DEMO_FORM_ID, admin: true }, 'property admin should not exist'],
    [{ name: 'ok' }, 'form_id should not be empty'],
    [{ name: 'ok', form_id: 'abc' }, 'form_id must be the id of a form'],
    [
      { name: 'ok', form_id: DEMO_FORM_ID, first_furnishing: '2026-02-30' },
      'first_furnishing must be a real date as YYYY-MM-DD',
    ],
    [
      { name: 'ok', form_id: DEMO_FORM_ID, last_furnishing: '11/21/2026' },
      'last_furnishing must be a real date as YYYY-MM-DD',
    ],
    [
      { name: 'ok', form_id: DEMO_FORM_ID, total_contract_amt: '12.345' },
      'total_contract_amt must be an amount like 1234.50',
    ],
    [
      { name: 'ok', form_id: DEMO_FORM_ID, total_claim_amt: '-1.00' },
      'total_claim_amt must be an amount like 1234.50',
    ],
    [{ name: 'ok', form_id: DEMO_FORM_ID, total_claim_amt: 5 }, 'total_claim_amt must be a string'],
    [
      { name: 'ok', form_id: DEMO_FORM_ID, selectedLocation: 'north' },
      'selectedLocation must be a provider id (digits)',
    ],
    [{ name: 'ok', form_id: DEMO_FORM_ID, ff_est: 'yes' }, 'ff_est must be a boolean value'],
    [
      { name: 'x'.repeat(256), form_id: DEMO_FORM_ID },
      'name must be shorter than or equal to 255 characters',
    ],
  ])('refuses the bad body %j with 400 and stores nothing', async (payload, message) => {
    const before = await eventCount(t);
    const answer = await t.http.post(`${API}/job`).set(standard).send(payload).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
    expect(await eventCount(t)).toBe(before);
  });

  it('answers a malformed JSON body with a readable 400', async () => {
    const answer = await t.http
      .post(`${API}/job`)
      .set(standard)
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(answer.body.statusCode).toBe(400);
    expect(typeof answer.body.message).toBe('string');
  });

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

  it('answers 404 for a job that does not exist, and a JSON 404 for an unknown API route', async () => {
    await t.http.get(`${API}/job/${MISSING}`).set(standard).expect(404);
    await t.http.get(`${API}/job/${MISSING}/settings`).set(standard).expect(404);
    await t.http.get(`${API}/job/not-a-uuid`).set(standard).expect(400);
    const unknown = await t.http.get(`${API}/no-such-thing`).set(standard).expect(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
  });

  it("hides other companies' jobs (404 everywhere) and lists only the caller's company", async () => {
    const id = await createJob(t, standard, { name: 'Private job' });
    const other = await createOtherCompany(t);
    const otherAdmin = { Authorization: `Bearer ${await t.login(other.adminLogin)}` };
    for (const auth of [outsider, otherAdmin]) {
      await t.http.get(`${API}/job/${id}`).set(auth).expect(404);
      await t.http.get(`${API}/job/${id}/settings`).set(auth).expect(404);
      const theirList = await t.http.get(`${API}/jobs`).set(auth).expect(200);
      expect(theirList.body.jobs.map((job: JobListItem) => job.id)).not.toContain(id);
    }
  });

  it('refuses a caller without a token (401) and without the projects permission (403)', async () => {
    const id = await createJob(t, standard);
    await t.http.get(`${API}/jobs`).expect(401);
    await t.http.post(`${API}/job`).send({ name: 'x', form_id: DEMO_FORM_ID }).expect(401);
    await t.http.post(`${API}/search`).send({ query: 'x' }).expect(401);
    await t.http.get(`${API}/job/${id}`).set('Authorization', 'Bearer not-a-token').expect(401);
    await t.http.get(`${API}/job/${id}/settings`).expect(401);

    const historyOnly = await limitedUser(t, ['project_history']);
    const before = await eventCount(t);
    await t.http.get(`${API}/jobs`).set(historyOnly).expect(403);
    await t.http.get(`${API}/job/${id}`).set(historyOnly).expect(403);
    await t.http.get(`${API}/job/${id}/settings`).set(historyOnly).expect(403);
    await t.http.post(`${API}/search`).set(historyOnly).send({ query: 'x' }).expect(403);
    await t.http
      .post(`${API}/job`)
      .set(historyOnly)
      .send({ name: 'x', form_id: DEMO_FORM_ID })
      .expect(403);
    expect(await eventCount(t)).toBe(before);
  });

  it('reads a job of the spine slice (JobCreated v1, JobRenamed) after the upgrade', async () => {
    const legacyId = '7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
    const store = t.app.get<EventStore>(EVENT_STORE);
    const legacy = (type: string, data: object): NewEvent => ({
      id: randomUUID(),
      type,
      schemaVersion: 1,
      data,
      metadata: {
        companyId: DEMO_COMPANY_ID,
        actor: { kind: 'system', process: 'spine' },
        correlationId: 'legacy',
        occurredAt: '2026-01-02T03:04:05.000Z',
      },
    });
    const appended = await store.append(
      `job-${legacyId}`,
      [
        legacy('JobCreated', { jobId: legacyId, name: 'Old job' }),
        legacy('JobRenamed', { jobId: legacyId, name: 'Old job renamed' }),
      ],
      { expectedRevision: 'no_stream' },
    );
    await t.app.get(ReadModels).caughtUpWith(appended.position);
    const job = (await t.http.get(`${API}/job/${legacyId}`).set(standard).expect(200)).body;
    expect(job).toMatchObject({
      id: legacyId,
      name: 'Old job renamed',
      status: 'open',
      form: { sections: [] },
    });
    // And it takes today's commands.
    await runCommand(t, legacyId, {
      type: 'AddNote',
      data: { noteId: '8a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', description: 'still here' },
    });
    expect((await t.http.get(`${API}/job/${legacyId}`).set(standard)).body.notes).toHaveLength(1);
  });

  it('reports health with every projection caught up', async () => {
    const health = await t.http.get(`${API}/health`).expect(200);
    expect(health.body.info).toMatchObject({
      database: { status: 'up' },
      eventStore: { status: 'up' },
      projections: {
        status: 'up',
        lag: { 'job-list': 0, 'job-notes': 0, 'job-attachments': 0, 'job-notifications': 0 },
      },
    });
  });

  it('serves the OpenAPI document with every jobs endpoint', async () => {
    const doc = await t.http
      .get(`${API}/openapi.json`)
      .set('Authorization', `Bearer ${await t.login('super')}`)
      .expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/job',
        '/api/v1/jobs',
        '/api/v1/search',
        '/api/v1/job/{id}',
        '/api/v1/job/{id}/settings',
        '/api/v1/job/{id}/status',
        '/api/v1/job/{id}/finalize',
        '/api/v1/job/{id}/history',
        '/api/v1/job/{id}/history/{eventId}',
        '/api/v1/note',
        '/api/v1/note/{id}',
        '/api/v1/attach',
        '/api/v1/attachment/{id}',
      ]),
    );
  });

  it('echoes a request id', async () => {
    const answer = await t.http
      .get(`${API}/jobs`)
      .set(standard)
      .set('x-request-id', 'trace-123')
      .expect(200);
    expect(answer.headers['x-request-id']).toBe('trace-123');
  });
});
