import type { Challenge } from 'altcha-lib';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import {
  CAPTCHA_EXPIRED,
  CAPTCHA_INVALID,
  CAPTCHA_MISSING,
  PUBLIC_FORM_NOT_FOUND,
  TOO_MANY_GUEST_REQUESTS,
  UPLOAD_GRANT_HEADER,
  type PublicFormResponse,
} from '@job-intake/contracts/guests/guest-api';
import { ATTACHMENT_MAX_FILES, type JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { AttachmentFiles } from '../attachments/attachment-files';
import { ALTCHA_CHALLENGE_PATH } from '../captcha/altcha.captcha';
import { CHALLENGES_PER_MINUTE } from '../captcha/captcha-challenge.http.controller';
import { solveAltcha } from '../captcha/testing/solve-altcha';
import { DEMO_FORM_ID, DEMO_FORM_NAME, DEMO_VARIANT_UUID } from '../forms/seed/demo-form';
import { API, eventCount, ignoreDroppedConnections, type Auth } from '../jobs/testing/job-fixtures';
import { readHistory, readJob } from '../jobs/testing/job-api-app';
import { ReadModels } from '../projections/projections.module';
import { DEMO_LOGINS, DEMO_REVIEWER_CNT_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { UNKNOWN_ATTACHMENTS } from './shared/guest-uploads';
import { GuestUploadsCleanup } from './shared/guest-uploads.cleanup';
import { completeDemoAnswers } from '../forms/testing/demo-form-answers';

const RATE_LIMIT = 40;
const PDF = Buffer.from('%PDF-1.4\n% a site plan\n');

describe('the public new-job form (GET /new/{appid}[/{cntid}], uploads, POST /new)', () => {
  let t: TestApp;
  let standard: Auth;
  let admin: Auth;
  let form: FormSnapshot;
  const dataDir = mkdtempSync(join(tmpdir(), 'public-forms-'));

  beforeAll(async () => {
    t = await createTestApp({
      DATA_DIR: dataDir,
      ALTCHA_COST: '1',
      AUTH_RATE_LIMIT: String(RATE_LIMIT),
    });
    ignoreDroppedConnections(t);
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    form = (await t.http.get(`${API}/new/${DEMO_VARIANT_UUID}`).expect(200)).body.form;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const solvedToken = async () =>
    solveAltcha((await t.http.get(ALTCHA_CHALLENGE_PATH).expect(200)).body as Challenge);
  const jobCount = async () =>
    (await t.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'JobCreated'")).rows[0]
      .n as number;
  const jobIdOf = async (uuid: string) =>
    (
      await t.pool.query(
        `SELECT data->>'jobId' AS id FROM events WHERE type = 'JobCreated' AND data->>'uuid' = $1`,
        [uuid],
      )
    ).rows[0].id as string;
  /** POST /new that must succeed: the answer's body. */
  const created = async (body: Record<string, unknown>) => {
    const answer = await submit(body);
    if (answer.status !== 201)
      throw new Error(`POST /new failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as { success: true; uuid: string; answerData: Record<string, unknown> };
  };
  const grant = async () =>
    (
      await t.http
        .post(`${API}/new/${DEMO_VARIANT_UUID}/upload-grant`)
        .send({ recaptcha: await solvedToken() })
        .expect(201)
    ).body.grant as string;
  /** The upload route with a grant of the demo form. */
  const uploads = (withGrant: string) =>
    t.http.post(`${API}/new/${DEMO_VARIANT_UUID}/attachments`).set(UPLOAD_GRANT_HEADER, withGrant);
  /** An upload of the site plan that must succeed: the kept files. */
  const uploaded = async () => {
    const answer = await uploads(await grant()).attach('files[]', PDF, 'site plan.pdf');
    expect(answer.status).toBe(201);
    // One file per upload in these tests.
    return answer.body as [{ id: string; file_name: string; size: number }];
  };
  const submit = async (body: Record<string, unknown>) =>
    t.http.post(`${API}/new`).send({
      appid: DEMO_VARIANT_UUID,
      project_name: 'Guest Mall',
      recaptcha: await solvedToken(),
      answers: completeDemoAnswers(form),
      ...body,
    });

  describe('GET /new/{appid}', () => {
    it('answers the live form, its logo variant and the ALTCHA captcha', async () => {
      const answer: PublicFormResponse = (
        await t.http.get(`${API}/new/${DEMO_VARIANT_UUID}/${DEMO_REVIEWER_CNT_ID}`).expect(200)
      ).body;
      expect(answer).toMatchObject({
        appid: DEMO_VARIANT_UUID,
        form: { id: DEMO_FORM_ID, name: DEMO_FORM_NAME },
        form_variant: { title: expect.any(String) },
        captcha: { provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH },
      });
      expect(answer.form.sections.length).toBeGreaterThan(0);
      expect(answer.form.config.fields.map((field) => field.name)).toEqual([
        'project_name',
        'reference_no',
      ]);
    });

    it('is 404 for an unknown appid, 400 for control characters', async () => {
      await t.http.get(`${API}/new/%00`).expect(400);
      for (const path of ['no-such-form', 'x', 'no-such-form/100245']) {
        const answer = await t.http.get(`${API}/new/${path}`).expect(404);
        expect(answer.body.message).toBe(PUBLIC_FORM_NOT_FOUND);
      }
    });

    it('offers a form without variants by its id (the Default stand-in) only while active and mapped, and not once it has variants', async () => {
      const created = (
        await t.http.post(`${API}/form`).set(admin).send({ name: 'Plain form' }).expect(201)
      ).body;
      await t.http.get(`${API}/new/${created.id}`).expect(404);
      await t.pool.query('UPDATE forms SET mapped = true WHERE id = $1', [created.id]);
      await t.http.get(`${API}/new/${created.id}`).expect(404);
      await t.pool.query(`UPDATE forms SET status = 'active' WHERE id = $1`, [created.id]);
      const answer = await t.http.get(`${API}/new/${created.id}`).expect(200);
      expect(answer.body.form_variant).toMatchObject({ id: created.id, title: 'Default' });
      await t.pool.query(`UPDATE forms SET mapped = false WHERE id = $1`, [created.id]);
      await t.http.get(`${API}/new/${created.id}`).expect(404);
      // Once the form has a logo variant, only the variant's uuid names it.
      await t.pool.query(
        `INSERT INTO form_variants (id, form_id, title, uuid) VALUES ($1, $2, 'Logo', 'plain-logo')`,
        [randomUUID(), created.id],
      );
      await t.pool.query(`UPDATE forms SET mapped = true WHERE id = $1`, [created.id]);
      await t.http.get(`${API}/new/${created.id}`).expect(404);
      await t.http.get(`${API}/new/plain-logo`).expect(200);
    });
  });

  it('creates a pending job with answers and files: the contact is creator, History says Guest', async () => {
    const files = await uploaded();
    expect(files).toEqual([
      { id: expect.any(String), file_name: 'site plan.pdf', size: PDF.length },
    ]);
    const answer = await created({
      cntid: DEMO_REVIEWER_CNT_ID,
      project_name: '  Guest Mall ',
      attachments: [files[0].id],
    });
    expect(answer).toMatchObject({ success: true, uuid: expect.any(String) });

    const jobId = await jobIdOf(answer.uuid);
    const { rows: uploads } = await t.pool.query('SELECT job_id FROM guest_uploads WHERE id = $1', [
      files[0].id,
    ]);
    expect(uploads).toEqual([{ job_id: jobId }]);
    const job: JobDetail = await readJob(t, jobId, standard);
    expect(job).toMatchObject({
      uuid: answer.uuid,
      name: 'Guest Mall',
      status: 'pending',
      user: { name: DEMO_LOGINS.reviewer.name },
      progress: { percent: 100, remaining: 0 },
      attachments: [
        expect.objectContaining({ file_name: 'site plan.pdf', mime_type: 'application/pdf' }),
      ],
    });
    expect(job.answerData).toEqual(answer.answerData);
    // Staff's reading of the job above is recorded as a view; the job's own story is the guest's.
    const history = (await readHistory(t, jobId, standard)).filter(
      (entry) => entry.action !== 'view',
    );
    expect(history.at(-1)).toMatchObject({
      action: 'submitted',
      user: { name: 'Guest' },
      user_id: null,
    });
    expect(history.every((entry) => entry.user.name === 'Guest')).toBe(true);
    // The file is served like any attachment of the job.
    await t.http.get(`/uploads/${job.attachments[0]?.location}`).expect(200);

    // Created in the first workflow step and finalized to the next: each step's users are told
    // once (the job-notifications projection's outbox).
    await t.app.get(ReadModels).caughtUpWith(null);
    const { rows } = await t.pool.query(
      'SELECT recipient FROM outbox_emails WHERE job_id = $1 ORDER BY recipient',
      [jobId],
    );
    expect(rows).toEqual([
      { recipient: DEMO_LOGINS.reviewer.email },
      { recipient: DEMO_LOGINS.standard.email },
    ]);

    // An upload is used once.
    const again = await submit({ attachments: [files[0].id] });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(UNKNOWN_ATTACHMENTS);
  });

  it("makes the company's default contact the creator without a cntid, and names the job after the form when the field is off", async () => {
    await t.pool.query(`UPDATE users SET cnt_id = '100200' WHERE email = $1`, [
      DEMO_LOGINS.admin.email,
    ]);
    await t.pool.query(
      `UPDATE forms SET config = jsonb_set(config, '{fields,0,active}', 'false') WHERE id = $1`,
      [DEMO_FORM_ID],
    );
    try {
      const answer = await created({ project_name: 'ignored' });
      const job = await readJob(t, await jobIdOf(answer.uuid), standard);
      expect(job).toMatchObject({ name: DEMO_FORM_NAME, user: { name: DEMO_LOGINS.admin.name } });
    } finally {
      await t.pool.query(
        `UPDATE forms SET config = jsonb_set(config, '{fields,0,active}', 'true') WHERE id = $1`,
        [DEMO_FORM_ID],
      );
    }
  });

  it('gives a file to one of two concurrent submissions only', async () => {
    const [file] = await uploaded();
    const answers = await Promise.all([
      submit({ attachments: [file.id] }),
      submit({ attachments: [file.id] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
  });

  it('removes the files no job took within a day', async () => {
    const [old, fresh] = [(await uploaded())[0], (await uploaded())[0]];
    await t.pool.query(
      `UPDATE guest_uploads SET created_at = now() - interval '25 hours' WHERE id = $1`,
      [old.id],
    );
    const nameOf = async (id: string) => {
      const { rows } = await t.pool.query('SELECT location FROM guest_uploads WHERE id = $1', [id]);
      return String(rows[0].location).replace('attachments/', '');
    };
    const [oldName, freshName] = [await nameOf(old.id), await nameOf(fresh.id)];
    const stored = async (name: string) => (await t.app.get(AttachmentFiles).sizeOf(name)) !== null;
    expect([await stored(oldName), await stored(freshName)]).toEqual([true, true]);
    await t.app.get(GuestUploadsCleanup).run();
    const { rows } = await t.pool.query('SELECT id FROM guest_uploads WHERE id = ANY($1)', [
      [old.id, fresh.id],
    ]);
    expect(rows).toEqual([{ id: fresh.id }]);
    expect([await stored(oldName), await stored(freshName)]).toEqual([false, true]);
    const late = await submit({ attachments: [old.id] });
    expect([late.status, late.body.message]).toEqual([400, UNKNOWN_ATTACHMENTS]);
  });

  describe('the captcha', () => {
    it('refuses a replayed, missing, wrong or tampered token with 400 and creates nothing', async () => {
      const token = await solvedToken();
      await created({ recaptcha: token });
      const before = { jobs: await jobCount(), events: await eventCount(t) };
      const replay = await submit({ recaptcha: token });
      expect([replay.status, replay.body.message]).toEqual([400, CAPTCHA_EXPIRED]);
      for (const recaptcha of ['garbage', Buffer.from('{}').toString('base64')]) {
        const answer = await submit({ recaptcha });
        expect([answer.status, answer.body.message]).toEqual([400, CAPTCHA_INVALID]);
      }
      const missing = await submit({ recaptcha: '' });
      expect(missing.status).toBe(400);
      expect([missing.body.message].flat()).toEqual([CAPTCHA_MISSING]);
      expect({ jobs: await jobCount(), events: await eventCount(t) }).toEqual(before);
    });
  });

  describe('refusals', () => {
    it('refuses an incomplete form with 400 listing the empty required fields', async () => {
      const before = await eventCount(t);
      const answer = await submit({ answers: {} });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(
        expect.arrayContaining(['"Project Description" is required', '"Customer" is required']),
      );
      expect(await eventCount(t)).toBe(before);
    });

    it('refuses an unknown form with 404 and creates nothing', async () => {
      const before = await eventCount(t);
      expect((await submit({ appid: 'no-such-form' })).status).toBe(404);
      expect(await eventCount(t)).toBe(before);
    });

    it('takes a contact id naming nobody of the company as none: the creator is as without one', async () => {
      const creatorOf = async (body: Record<string, unknown>) =>
        (await readJob(t, await jobIdOf((await created(body)).uuid), standard)).user;
      expect(await creatorOf({ cntid: '999999' })).toEqual(await creatorOf({}));
    });

    it('refuses the files of another form', async () => {
      const { rows } = await t.pool.query(
        `INSERT INTO guest_uploads (id, company_id, appid, file_name, location, size, mime_type)
         SELECT $1, company_id, gen_random_uuid(), 'x.pdf', 'attachments/x.pdf', 1, 'application/pdf'
         FROM forms WHERE id = $2 RETURNING id`,
        [randomUUID(), DEMO_FORM_ID],
      );
      const answer = await submit({ attachments: [rows[0].id] });
      expect([answer.status, answer.body.message]).toEqual([400, UNKNOWN_ATTACHMENTS]);
    });

    it.each([
      ['a number as appid', { appid: 42 }, 'appid must be the id of a public form'],
      ['a path as appid', { appid: 'a/b' }, 'appid must be the id of a public form'],
      ['letters as cntid', { cntid: 'abc' }, 'cntid must be a contact number (digits only)'],
      ['a long project name', { project_name: 'x'.repeat(256) }, 'shorter than or equal to 255'],
      ['a NUL byte', { project_name: 'a\u0000b' }, 'project_name'],
      ['answers as text', { answers: 'all' }, 'answers must be an object keyed by field id'],
      ['answers null', { answers: null }, 'answers'],
      ['a wrong file id', { attachments: ['x'] }, 'attachments must be ids of uploaded files'],
      ['files as text', { attachments: 'x' }, 'attachments must be a list of uploaded file ids'],
      ['a huge token', { recaptcha: 'x'.repeat(10_001) }, 'shorter than or equal to 10000'],
      ['an unknown property', { extra: true }, 'property extra should not exist'],
    ])('refuses %s with 400', async (_, body, message) => {
      const answer = await submit(body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
    });

    it('refuses an upload without files, and one on an unknown form', async () => {
      await uploads(await grant()).expect(400);
      await t.http
        .post(`${API}/new/no-such-form/attachments`)
        .attach('files[]', PDF, 'site plan.pdf')
        .expect(404);
    });

    it("tells a guest what an upload needs, never the staff upload's job_id and company_id", async () => {
      const proof = await grant();
      const unreadable = (reason: string) =>
        `The upload could not be read (${reason}). Send up to ${ATTACHMENT_MAX_FILES} files in the field named files[].`;
      const empty = await uploads(proof).field('note', 'no files').expect(400);
      expect(empty.body.message).toBe('Send at least one file in the field named files[].');
      const wrongField = await uploads(proof).attach('file', PDF, 'plan.pdf').expect(400);
      expect(wrongField.body.message).toBe(unreadable('Unexpected file field - file'));
      let tooMany = uploads(proof);
      for (let index = 0; index <= ATTACHMENT_MAX_FILES; index += 1)
        tooMany = tooMany.attach('files[]', PDF, `plan ${index}.pdf`);
      expect((await tooMany.expect(400)).body.message).toBe(unreadable('Too many files'));
    });
  });

  it('limits POST /new per client address (429)', async () => {
    let answer = await t.http.post(`${API}/new`).send({});
    for (let tries = 0; answer.status !== 429 && tries < RATE_LIMIT; tries += 1)
      answer = await t.http.post(`${API}/new`).send({});
    expect([answer.status, answer.body.message]).toEqual([429, TOO_MANY_GUEST_REQUESTS]);
  });

  it('limits captcha challenges per client address (429)', async () => {
    let answer = await t.http.get(ALTCHA_CHALLENGE_PATH);
    for (let tries = 0; answer.status !== 429 && tries < CHALLENGES_PER_MINUTE; tries += 1)
      answer = await t.http.get(ALTCHA_CHALLENGE_PATH);
    expect([answer.status, answer.body.message]).toEqual([429, TOO_MANY_GUEST_REQUESTS]);
  });
});
