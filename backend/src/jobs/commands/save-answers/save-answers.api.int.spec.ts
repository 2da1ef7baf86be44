import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { computeProgress } from '@job-intake/contracts/job-form/progress';
import type { JobProgress } from '@job-intake/contracts/jobs/job-events';
import { RoleWriter } from '../../../roles/role.writer';
import { UserWriter } from '../../../users/user.writer';
import { DEMO_FORM_ID } from '../../../forms/seed/demo-form';
import { completeDemoAnswers } from '../../../forms/testing/demo-form-answers';
import { DEMO_COMPANY_ID } from '../../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  createEveryTypeForm,
  createJobOnForm,
  type EveryTypeForm,
  runJobCommand,
} from '../../testing/answer-jobs';

type Auth = { Authorization: string };
const API = '/api/v1';
const PLACE = { address: '100 Main St', city: 'Cleveland', state: 'OH', zip: '44114' };
const PARTY = { company: 'Acme Builders', name: 'Pat Lee', ...PLACE };

describe('job answers API (POST /job/{id}/results, POST /job/{id}/field)', () => {
  let t: TestApp;
  let admin: Auth;
  let standard: Auth;
  let outsider: Auth;
  let form: EveryTypeForm;
  const f = (key: string) => form.fields[key]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    // The super admin belongs to the provider's own company: demo jobs are another company's.
    outsider = { Authorization: `Bearer ${await t.login('super')}` };
    form = await createEveryTypeForm(t, admin);
  });
  afterAll(() => t.close());

  const newJob = async () => (await createJobOnForm(t, DEMO_COMPANY_ID, form.formId)).jobId;
  const save = (jobId: string, answers: object, auth: Auth = standard) =>
    t.http.post(`${API}/job/${jobId}/results`).set(auth).send({ id: jobId, answers });
  const update = (jobId: string, body: object, auth: Auth = standard) =>
    t.http.post(`${API}/job/${jobId}/field`).set(auth).send(body);
  const eventCount = async (jobId: string) =>
    (
      await t.pool.query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [
        `job-${jobId}`,
      ])
    ).rows[0].n as number;
  const lastEvent = async (jobId: string) =>
    (
      await t.pool.query(
        'SELECT type, data FROM events WHERE stream_id = $1 ORDER BY revision DESC LIMIT 1',
        [`job-${jobId}`],
      )
    ).rows[0] as {
      type: string;
      data: { answers: Record<string, unknown>; progress: JobProgress };
    };

  it('saves an answer of every type, normalised, and answers results, progress and answerData', async () => {
    const jobId = await newJob();
    const sent = {
      [f('text')]: 'Riverside Mall',
      [f('currency')]: '$125,000.5',
      [f('date')]: '03/07/2025',
      [f('email')]: ' pat@example.com ',
      [f('phone')]: '(555)123-4567',
      [f('alpha')]: 'Q',
      [f('alphanum')]: '7',
      [f('number')]: '12.5',
      [f('choice')]: 'key_2',
      [f('multi-select')]: ['key_1', 'key_2'],
      [f('hidden')]: 'web',
      [f('mapped')]: 'X-1',
      [f('assoc_choice')]: '1',
      [f('address')]: { ...PLACE, parcel_no: 'ignored?' },
    };
    // Job locations (type 2) without Lot/Parcel/Block have no parcel_no: 400, nothing stored.
    const before = await eventCount(jobId);
    const refused = await save(jobId, sent).expect(400);
    expect(refused.body.message).toEqual(['"Job Site" has no address part "parcel_no"']);
    expect(await eventCount(jobId)).toBe(before);

    const answer = await save(jobId, {
      ...sent,
      [f('address')]: PLACE,
      [f('address_plus')]: 'Unknown',
    }).expect(200);
    expect(answer.body.progress).toEqual({ percent: 100, remaining: 0 });
    expect(answer.body.answerData).toEqual({
      ...sent,
      [f('currency')]: '125000.50',
      [f('date')]: '2025-03-07',
      [f('email')]: 'pat@example.com',
      [f('address')]: PLACE,
      [f('address_plus')]: 'Unknown',
    });
    expect(answer.body.results).toEqual(
      expect.arrayContaining([{ field_id: f('currency'), value: '125000.50' }]),
    );
    expect(answer.body.results).toHaveLength(Object.keys(sent).length + 1);

    const stored = await lastEvent(jobId);
    expect(stored.type).toBe('AnswersSaved');
    expect(stored.data.progress).toEqual({ percent: 100, remaining: 0 });
    expect(stored.data.answers[f('currency')]).toBe('125000.50');
  });

  it('computes the progress itself: a client figure is refused, hidden sections do not count', async () => {
    const { jobId, version } = await createJobOnForm(t, DEMO_COMPANY_ID, form.formId);
    await t.http
      .post(`${API}/job/${jobId}/results`)
      .set(standard)
      .send({ id: jobId, answers: {}, progress: { percent: 100, remaining: 0 } })
      .expect(400);

    // Required: text, currency, assoc, address = 4; nothing filled.
    const first = await save(jobId, { [f('text')]: 'Tower' }).expect(200);
    expect(first.body.progress).toEqual({ percent: 25, remaining: 3 });
    // General Contractor (3) reveals the Owner section (type_id 3), not the contractor's (4):
    // 5 required, 2 filled.
    const second = await save(jobId, { [f('assoc_choice')]: '3' }).expect(200);
    expect(second.body.progress).toEqual({ percent: 40, remaining: 3 });
    const event = await lastEvent(jobId);
    expect(event.data.progress).toEqual(second.body.progress);
    expect(computeProgress(version.snapshot, second.body.answerData)).toEqual(second.body.progress);
  });

  it.each([
    ['text', 42, '"Description" must be text'],
    [
      'currency',
      '12.345',
      '"Contract Amount" must be a dollar amount with at most 2 decimals, like 1234.50',
    ],
    ['currency', 'lots', '"Contract Amount" must be a dollar amount'],
    ['date', '02/30/2025', '"First Furnishing" must be a date as MM/DD/YYYY'],
    ['date', '2999-01-01', '"First Furnishing" cannot be a future date'],
    ['email', 'pat@example', '"Contact Email" must be an e-mail address'],
    ['phone', '555 123 4567', '"Contact Phone" must be a 10-digit phone number'],
    ['phone', '12345', '"Contact Phone" must be 7 to 50 characters long'],
    ['alpha', 'AB', '"Initial" must be a single letter'],
    ['alphanum', '-', '"Unit" must be a single letter or digit'],
    ['number', '1.234', '"Quantity" must be a number with at most 2 decimals'],
    ['choice', 'key_9', '"Project Type" has no choice "key_9"'],
    ['multi-select', 'key_1', '"Furnished" must be a list of choices'],
    ['multi-select', ['key_1', 'key_5'], '"Furnished" has no choice "key_5"'],
    ['assoc_choice', 3, '"Who Hired You?" must be text'],
    ['address', 'Main St', '"Job Site" must be an address'],
    ['address', { company: 'Acme' }, '"Job Site" has no address part "company"'],
    ['address', { ...PLACE, state: 'Ohio' }, '"Job Site" State must be a state code like OH'],
    ['address', 'None', '"Job Site" cannot be "None"'],
    ['address_plus', { bond_no: 7 }, '"Surety" Bond No must be text'],
    ['instructions', 'x', '"Read this first." is static text and takes no answer'],
  ])(
    'refuses a wrong %s answer (%j) with 400 naming the field, storing nothing',
    async (key, value, message) => {
      const jobId = await newJob();
      const before = await eventCount(jobId);
      const answer = await save(jobId, { [f('text')]: 'fine', [f(key)]: value }).expect(400);
      expect(answer.body.message).toEqual([expect.stringContaining(message)]);
      expect(await eventCount(jobId)).toBe(before);
    },
  );

  it('refuses a field that is not on the job’s pinned form, even one added to the live form since', async () => {
    const jobId = await newJob();
    const added = (
      await t.http
        .patch(`${API}/form/${form.formId}`)
        .set(admin)
        .send({
          type: 'field',
          field: { section_id: form.sections.main.id, type: 'text', title: 'Added later' },
        })
        .expect(200)
    ).body;
    for (const id of [added.id, 'not-a-field']) {
      const answer = await save(jobId, { [f('text')]: 'x', [id]: 'y' }).expect(400);
      expect(answer.body.message).toEqual([`"${id}" is not a field of this job's form`]);
    }
    expect(await eventCount(jobId)).toBe(1);
    // The job keeps answering the fields of its version even after they leave the live form.
    await t.http
      .patch(`${API}/form/${form.formId}`)
      .set(admin)
      .send({ type: 'delete_field', field: { id: added.id } })
      .expect(200);
  });

  it('refuses a field of a hidden party section, and takes it once the association choice shows it', async () => {
    const jobId = await newJob();
    const hidden = await save(jobId, { [f('owner')]: PARTY }).expect(400);
    expect(hidden.body.message).toEqual([
      '"Property Owner" is in the section "Owner", which the association choice hides',
    ]);
    await save(jobId, { [f('assoc_choice')]: '1', [f('owner')]: PARTY }).expect(400);
    await save(jobId, { [f('assoc_choice')]: '3', [f('owner')]: PARTY }).expect(200);
    const contractor = await save(jobId, { [f('contractor')]: PARTY }).expect(400);
    expect(contractor.body.message[0]).toContain(
      '"Contractor" is in the section "General Contractor"',
    );
    await save(jobId, { [f('assoc_choice')]: '4', [f('contractor')]: 'None' }).expect(200);
  });

  it('updates a single field: { success: true }, checked the same way', async () => {
    const jobId = await newJob();
    const ok = await update(jobId, { field: f('currency'), value: '1,000' }).expect(200);
    expect(ok.body).toEqual({ success: true });
    expect((await lastEvent(jobId)).data.answers).toEqual({ [f('currency')]: '1000.00' });
    const before = await eventCount(jobId);
    const bad = await update(jobId, { field: f('currency'), value: 'ten' }).expect(400);
    expect(bad.body.message[0]).toContain('"Contract Amount" must be a dollar amount');
    await update(jobId, { field: f('owner'), value: PARTY }).expect(400);
    await update(jobId, { field: 'nope', value: 'x' }).expect(400);
    const missing = await update(jobId, { field: f('text') }).expect(400);
    expect(missing.body.message).toBe('value must be given (null clears the answer)');
    await update(jobId, { field: '', value: 'x' }).expect(400);
    expect(await eventCount(jobId)).toBe(before);
    await update(jobId, { field: f('currency'), value: null }).expect(200);
    expect((await lastEvent(jobId)).data.answers).toEqual({ [f('currency')]: null });
  });

  it('appends nothing when nothing changed', async () => {
    const jobId = await newJob();
    await save(jobId, { [f('text')]: 'Same' }).expect(200);
    const before = await eventCount(jobId);
    const again = await save(jobId, { [f('text')]: 'Same' }).expect(200);
    expect(again.body.results).toEqual([]);
    expect(await eventCount(jobId)).toBe(before);
  });

  it('refuses a body whose id is not the job in the path, and a path that is not a job id', async () => {
    const jobId = await newJob();
    const other = randomUUID();
    const answer = await t.http
      .post(`${API}/job/${jobId}/results`)
      .set(standard)
      .send({ id: other, answers: {} })
      .expect(400);
    expect(answer.body.message).toBe('id must be the job in the path');
    await t.http
      .post(`${API}/job/${jobId}/results`)
      .set(standard)
      .send({ id: jobId, answers: 'x' })
      .expect(400);
    await t.http.post(`${API}/job/${jobId}/results`).set(standard).send({ id: jobId }).expect(400);
    await t.http
      .post(`${API}/job/not-a-uuid/results`)
      .set(standard)
      .send({ id: jobId, answers: {} })
      .expect(400);
  });

  it('answers 404 for a job of another company (like a missing one), and stores nothing', async () => {
    const jobId = await newJob();
    const before = await eventCount(jobId);
    const theirs = await save(jobId, { [f('text')]: 'x' }, outsider).expect(404);
    expect(theirs.body.message).toBe('Job not found');
    await update(jobId, { field: f('text'), value: 'x' }, outsider).expect(404);
    const missing = randomUUID();
    await save(missing, { [f('text')]: 'x' }).expect(404);
    expect(await eventCount(jobId)).toBe(before);
  });

  it('answers 409 for a job that can no longer be edited, and stores nothing', async () => {
    const jobId = await newJob();
    await runJobCommand(t, jobId, DEMO_COMPANY_ID, { type: 'Archive', data: { automatic: false } });
    const before = await eventCount(jobId);
    const answer = await save(jobId, { [f('text')]: 'x' }).expect(409);
    expect(answer.body.message).toMatch(/can no longer be edited/);
    await update(jobId, { field: f('text'), value: 'x' }).expect(409);
    // Even a wrong answer is a 409 first: the job is not open to changes at all.
    await save(jobId, { [f('currency')]: 'bad' }).expect(409);
    expect(await eventCount(jobId)).toBe(before);
  });

  it('needs a signed-in user (401) with the projects permission (403)', async () => {
    const jobId = await newJob();
    await t.http.post(`${API}/job/${jobId}/results`).send({ id: jobId, answers: {} }).expect(401);
    await t.http
      .post(`${API}/job/${jobId}/field`)
      .send({ field: f('text'), value: 'x' })
      .expect(401);
    const roles = t.app.get(RoleWriter, { strict: false });
    const users = t.app.get(UserWriter, { strict: false });
    const login = {
      email: `forms-only-${randomUUID().slice(0, 8)}@demo.example`,
      password: 'forms-only-pass',
    };
    await t.app.get(DataSource).transaction(async (db) => {
      const role = await roles.create(db, DEMO_COMPANY_ID, {
        name: `Forms only ${randomUUID().slice(0, 4)}`,
        assign_workflow: false,
        permissions: ['forms'],
      });
      const user = await users.create(db, { name: 'Fran Forms', ...login });
      await users.addMembership(db, user.id, DEMO_COMPANY_ID, role.id);
    });
    const formsOnly = { Authorization: `Bearer ${await t.login(login)}` };
    await save(jobId, { [f('text')]: 'x' }, formsOnly).expect(403);
    await update(jobId, { field: f('text'), value: 'x' }, formsOnly).expect(403);
    expect(await eventCount(jobId)).toBe(1);
  });

  it('takes the answers of the demo form "Notice Job Intake"', async () => {
    const { jobId, version } = await createJobOnForm(t, DEMO_COMPANY_ID, DEMO_FORM_ID);
    const answer = await save(jobId, completeDemoAnswers(version.snapshot)).expect(200);
    expect(answer.body.progress).toEqual({ percent: 100, remaining: 0 });
  });
});
