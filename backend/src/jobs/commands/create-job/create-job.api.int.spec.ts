import { localDate } from '@job-intake/contracts/jobs/job-settings';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { DEMO_FORM_ID, DEMO_FORM_NAME, DEMO_VARIANT_ID } from '../../../forms/seed/demo-form';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, eventCount, type Auth } from '../../testing/job-fixtures';
import {
  fieldTitled,
  firstCustomerPreset,
  MISSING,
  listJobs,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';
import { FORM_NOT_OFFERED } from './create-job.handler';
import { VARIANT_NOT_OF_FORM } from '../../shared/new-job';

describe('POST /job (create-job)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let reviewer: Auth;
  let admin: Auth;
  let outsider: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('create-job');
    ({ t, standard, reviewer, admin, outsider } = app);
  });
  afterAll(() => app.close());

  const MAIN_OFFICE = 'Demo Construction Co. – Main Office (Cleveland, OH)';
  const openList = () => listJobs(t, 'open', standard);

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
      // The demo form asks seven required fields; the first furnishing date is answered by the
      // job's settings, the contract amount not while it is the 0.00 default (ADR 0018).
      progress: { percent: 14, remaining: 6 },
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
      form_id: DEMO_FORM_ID,
      form_version_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      form: { id: DEMO_FORM_ID, name: DEMO_FORM_NAME },
      user: { name: 'Stan Standard' },
      notes: [],
      attachments: [],
      links: 0,
      customer_id: null,
      // JobCreated, AnswersSaved of the mapped fields, then this reading's JobViewed.
      revision: 2,
      directNo: null,
      deleted_at: null,
    });
    expect(detail.answerData).toEqual({
      [fieldTitled(detail, 'First Furnishing Date').id]: localDate(new Date()),
      [fieldTitled(detail, 'Last Furnishing Date').id]: localDate(new Date(), 7),
    });

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

  it('stores given dates, flags, amounts (normalised to two decimals) and customer', async () => {
    const customer = await firstCustomerPreset(t, standard);
    const id = await createJob(t, standard, {
      reference_no: ' PO-7 ',
      first_furnishing: '2026-03-01',
      ff_est: true,
      last_furnishing: '2026-04-30',
      lf_est: true,
      total_contract_amt: '1250.5',
      total_claim_amt: '7',
      customer_id: String(customer.id),
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
      customer_id: String(customer.id),
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
});
