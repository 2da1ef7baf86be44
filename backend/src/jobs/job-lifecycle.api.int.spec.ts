import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  HistoryEntry,
  JobAtEvent,
  JobDetail,
  JobListItem,
} from '@job-intake/contracts/jobs/jobs-api';
import { NO_API_KEY_MESSAGE } from '@job-intake/contracts/jobs/jobs-api';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany } from '../users/testing/other-company';
import { ID_MISMATCH } from './commands/change-job-status/change-job-status.http.controller';
import { UUID_MISMATCH } from './commands/finalize-job/finalize-job.handler';
import {
  API,
  createJob,
  eventCount,
  runCommand,
  saveAnswers,
  submitJob,
  type Auth,
  ignoreDroppedConnections,
} from './testing/job-fixtures';
import { limitedUser } from './testing/limited-user';

const MISSING = '3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f';

describe('jobs API: the job page (settings, status, finalize, notes, history)', () => {
  let t: TestApp;
  let standard: Auth;
  let reviewer: Auth;
  let outsider: Auth;
  const dataDir = mkdtempSync(join(tmpdir(), 'job-lifecycle-'));

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    ignoreDroppedConnections(t);
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    reviewer = { Authorization: `Bearer ${await t.login('reviewer')}` };
    outsider = { Authorization: `Bearer ${await t.login('super')}` };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const job = async (id: string, auth: Auth = standard): Promise<JobDetail> =>
    (await t.http.get(`${API}/job/${id}`).set(auth).expect(200)).body;
  const history = async (id: string): Promise<HistoryEntry[]> =>
    (await t.http.get(`${API}/job/${id}/history`).set(standard).expect(200)).body;
  const setStatus = (id: string, status: string, auth: Auth = standard) =>
    t.http.post(`${API}/job/${id}/status`).set(auth).send({ id, status });

  describe('PATCH /job/{id} (the Settings panel)', () => {
    it('saves only what changed, with the location label, and answers the new revision', async () => {
      const id = await createJob(t, reviewer, { name: 'Harbor Bridge', selectedLocation: '5001' });
      const saved = await t.http
        .patch(`${API}/job/${id}`)
        .set(reviewer)
        .send({
          name: 'Harbor Bridge East',
          reference_no: 'HB-2',
          selectedLocation: 5002,
          selectedContact: '100250',
          first_furnishing: '2026-05-01',
          ff_est: true,
          last_furnishing: null,
          total_claim_amt: '99.9',
          expected_revision: 0,
        })
        .expect(200);
      expect(saved.body).toEqual({ result: true, revision: 1 });
      expect(await job(id, reviewer)).toMatchObject({
        name: 'Harbor Bridge East',
        reference_no: 'HB-2',
        location: '5002',
        location_desc: 'Demo Construction Co. – Akron Yard (Akron, OH)',
        contact: '100250',
        first_furnishing: '2026-05-01',
        ff_est: true,
        last_furnishing: null,
        total_claim_amt: '99.90',
        total_contract_amt: '0.00',
        revision: 1,
      });
      const settings = await t.http.get(`${API}/job/${id}/settings`).set(reviewer).expect(200);
      expect(settings.body).toEqual({
        name: 'Harbor Bridge East',
        reference_no: 'HB-2',
        location: '5002',
        contact: '100250',
        first_furnishing: '2026-05-01',
        ff_est: true,
        last_furnishing: null,
        lf_est: false,
        total_contract_amt: '0.00',
        total_claim_amt: '99.90',
        user: { name: 'Rita Reviewer' },
        user_submitted: {},
      });
      // Sending the same values again changes nothing.
      const same = await t.http
        .patch(`${API}/job/${id}`)
        .set(reviewer)
        .send({ name: 'Harbor Bridge East' })
        .expect(200);
      expect(same.body).toEqual({ result: true, revision: 1 });
    });

    it('refuses a stale revision with 409 and keeps the newer value', async () => {
      const id = await createJob(t, reviewer, { name: 'Stale' });
      await t.http
        .patch(`${API}/job/${id}`)
        .set(reviewer)
        .send({ name: 'Fresh', expected_revision: 0 })
        .expect(200);
      const stale = await t.http
        .patch(`${API}/job/${id}`)
        .set(reviewer)
        .send({ name: 'Overwritten', expected_revision: 0 })
        .expect(409);
      expect(stale.body.message).toMatch(/changed by someone else/);
      expect((await job(id)).name).toBe('Fresh');
      expect(await eventCount(t, id)).toBe(2);
    });

    it('is refused without an API key (403), and nothing is stored', async () => {
      const id = await createJob(t, standard);
      const answer = await t.http
        .patch(`${API}/job/${id}`)
        .set(standard)
        .send({ name: 'Nope' })
        .expect(403);
      expect(answer.body.message).toBe(NO_API_KEY_MESSAGE);
      expect(await eventCount(t, id)).toBe(1);
    });

    it.each([
      [{ name: '' }, 'name should not be empty'],
      [{ name: null }, 'name should not be empty'],
      [{ first_furnishing: '2026-13-01' }, 'first_furnishing must be a real date as YYYY-MM-DD'],
      [{ total_contract_amt: '1,000.00' }, 'total_contract_amt must be an amount like 1234.50'],
      [{ total_contract_amt: null }, 'total_contract_amt must be a string'],
      [{ selectedContact: 'x1' }, 'selectedContact must be a provider id (digits)'],
      [{ expected_revision: -1 }, 'expected_revision must not be less than 0'],
      [{ status: 'open' }, 'property status should not exist'],
      [
        { selectedLocation: '5004' },
        'selectedLocation 5004 is not one of your active provider locations',
      ],
      [{ selectedContact: '100260' }, 'selectedContact 100260 is not a contact of location 5001'],
    ])('refuses %j with 400 and stores nothing', async (body, message) => {
      const id = await createJob(t, reviewer, { selectedLocation: '5001' });
      const answer = await t.http.patch(`${API}/job/${id}`).set(reviewer).send(body).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
      expect(await eventCount(t, id)).toBe(1);
    });

    it('is 404 for a job of another company or none, and 409 once the job cannot be edited', async () => {
      const id = await createJob(t, reviewer);
      const otherMember = await limitedOther();
      await t.http
        .patch(`${API}/job/${id}`)
        .set(otherMember)
        .send({ name: 'Taken over' })
        .expect(404);
      await t.http.patch(`${API}/job/${MISSING}`).set(reviewer).send({ name: 'x' }).expect(404);
      await setStatus(id, 'archived').expect(200);
      const refused = await t.http
        .patch(`${API}/job/${id}`)
        .set(reviewer)
        .send({ name: 'x' })
        .expect(409);
      expect(refused.body.message).toBe('This job is Archived and can no longer be edited.');
      expect(await eventCount(t, id)).toBe(2);
    });
  });

  describe("POST /job/{id}/settings (accepting a customer's value)", () => {
    it("makes the customer's value the job's value", async () => {
      const id = await createJob(t, reviewer, { selectedLocation: '5001' });
      await runCommand(
        t,
        id,
        {
          type: 'SubmitCustomerValues',
          data: { values: { total_claim_amt: '150.00', location: '5002' } },
        },
        { actor: { kind: 'guest' } },
      );
      expect(
        (await t.http.get(`${API}/job/${id}/settings`).set(reviewer)).body.user_submitted,
      ).toEqual({
        total_claim_amt: '150.00',
        location: '5002',
      });
      const accepted = await t.http
        .post(`${API}/job/${id}/settings`)
        .set(reviewer)
        .send({ field: 'total_claim_amt' })
        .expect(200);
      expect(accepted.body).toEqual({ result: true, revision: 2 });
      await t.http
        .post(`${API}/job/${id}/settings`)
        .set(reviewer)
        .send({ field: 'location' })
        .expect(200);
      expect(await job(id, reviewer)).toMatchObject({
        total_claim_amt: '150.00',
        location: '5002',
        location_desc: 'Demo Construction Co. – Akron Yard (Akron, OH)',
        user_submitted: {},
      });
      const again = await t.http
        .post(`${API}/job/${id}/settings`)
        .set(reviewer)
        .send({ field: 'location' })
        .expect(409);
      expect(again.body.message).toBe('There is no customer value for this field to accept.');
      expect(await eventCount(t, id)).toBe(4);
    });

    it('needs an API key (403), a known field (400) and a job of the company (404)', async () => {
      const id = await createJob(t, standard);
      expect(
        (
          await t.http
            .post(`${API}/job/${id}/settings`)
            .set(standard)
            .send({ field: 'name' })
            .expect(403)
        ).body.message,
      ).toBe(NO_API_KEY_MESSAGE);
      const bad = await t.http
        .post(`${API}/job/${id}/settings`)
        .set(reviewer)
        .send({ field: 'status' })
        .expect(400);
      expect(JSON.stringify(bad.body.message)).toContain(
        'field must be one of: name, reference_no',
      );
      await t.http
        .post(`${API}/job/${id}/settings`)
        .set(await limitedOther())
        .send({ field: 'name' })
        .expect(404);
      expect(await eventCount(t, id)).toBe(1);
    });
  });

  describe('POST /job/{id}/status and /finalize (the status table)', () => {
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
      const review: JobListItem[] = (await t.http.get(`${API}/jobs?list=pending`).set(standard))
        .body.jobs;
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
      ['open', 'open', 'Only a job in Review can be re-opened.'],
      ['archived', 'archived', 'Only open jobs and jobs in Review can be archived.'],
      ['archived', 'deleted', 'Only open jobs and jobs in Review can be deleted.'],
      ['deleted', 'archived', 'Only open jobs and jobs in Review can be archived.'],
      ['deleted', 'open', 'Only a job in Review can be re-opened.'],
      ['submitted', 'archived', 'Only open jobs and jobs in Review can be archived.'],
      ['submitted', 'deleted', 'Only open jobs and jobs in Review can be deleted.'],
    ])('a %s job cannot become %s (409, nothing appended)', async (from, to, message) => {
      const id = await createJob(t, standard);
      if (from === 'submitted') await submitJob(t, id);
      if (from === 'archived' || from === 'deleted') await setStatus(id, from).expect(200);
      const before = await eventCount(t, id);
      expect((await setStatus(id, to).expect(409)).body.message).toBe(message);
      expect(await eventCount(t, id)).toBe(before);
    });

    it('deletes: the job leaves the lists but can still be opened', async () => {
      const id = await createJob(t, standard);
      expect((await setStatus(id, 'deleted').expect(200)).body.job.status).toBe('deleted');
      expect((await job(id)).deleted_at).toMatch(/^\d{4}-/);
      for (const list of ['open', 'pending', 'submitted', 'archived']) {
        const rows: JobListItem[] = (await t.http.get(`${API}/jobs?list=${list}`).set(standard))
          .body.jobs;
        expect(rows.map((row) => row.id)).not.toContain(id);
      }
    });

    it.each([
      ['status', { status: 'open' }, 'id must be the id of the job'],
      ['status', { status: 'submitted' }, 'status must be one of: open, archived, deleted'],
      ['status', { id: MISSING, status: 'archived' }, ID_MISMATCH],
      ['finalize', { uuid: MISSING }, 'id must be the id of the job'],
      ['finalize', { uuid: 'nope' }, "uuid must be the job's uuid"],
      ['finalize', { uuid: MISSING }, UUID_MISMATCH],
    ])('POST /job/{id}/%s refuses %j with 400', async (action, body, message) => {
      const id = await createJob(t, standard);
      await saveAnswers(t, id, 100);
      const withId = message === 'id must be the id of the job' ? body : { id, ...body };
      const answer = await t.http
        .post(`${API}/job/${id}/${action}`)
        .set(standard)
        .send(withId)
        .expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
      expect(await eventCount(t, id)).toBe(2);
    });

    it("is 404 for another company's job", async () => {
      const id = await createJob(t, standard);
      const { uuid } = await job(id);
      await setStatus(id, 'archived', outsider).expect(404);
      await t.http.post(`${API}/job/${id}/finalize`).set(outsider).send({ id, uuid }).expect(404);
      await setStatus(MISSING, 'archived').send({ id: MISSING, status: 'archived' }).expect(404);
      expect(await eventCount(t, id)).toBe(1);
    });
  });

  describe('notes', () => {
    it('adds and deletes notes; the job counts them', async () => {
      const id = await createJob(t, standard);
      const added = await t.http
        .post(`${API}/note`)
        .set(standard)
        .send({ job_id: id, description: '  Call the owner ' })
        .expect(201);
      expect(added.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        description: 'Call the owner',
        user: { name: 'Stan Standard' },
        created_at: expect.stringMatching(/^\d{4}-/),
      });
      const detail = await job(id);
      expect(detail.notes).toEqual([added.body]);
      const row = ((await t.http.get(`${API}/jobs`).set(standard)).body.jobs as JobListItem[]).find(
        (j) => j.id === id,
      );
      expect(row?.notes).toBe(1);

      await t.http.delete(`${API}/note/${added.body.id}`).set(outsider).expect(404);
      expect(
        (await t.http.delete(`${API}/note/${added.body.id}`).set(standard).expect(200)).body,
      ).toEqual({
        note_id: added.body.id,
      });
      expect((await job(id)).notes).toEqual([]);
      await t.http.delete(`${API}/note/${added.body.id}`).set(standard).expect(404);
    });

    it.each([
      [{ job_id: 'x', description: 'hi' }, 'job_id must be the id of a job'],
      [{ description: 'hi' }, 'job_id must be the id of a job'],
      [{ job_id: MISSING, description: '   ' }, 'description should not be empty'],
    ])('refuses %j with 400', async (body, message) => {
      const answer = await t.http.post(`${API}/note`).set(standard).send(body).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
    });

    it("is 404 for another company's job, 409 on a deleted job, 401 without a token", async () => {
      const id = await createJob(t, standard);
      await t.http
        .post(`${API}/note`)
        .set(outsider)
        .send({ job_id: id, description: 'x' })
        .expect(404);
      await t.http.post(`${API}/note`).send({ job_id: id, description: 'x' }).expect(401);
      await t.http.delete(`${API}/note/${MISSING}`).expect(401);
      await setStatus(id, 'deleted').expect(200);
      const refused = await t.http
        .post(`${API}/note`)
        .set(standard)
        .send({ job_id: id, description: 'x' })
        .expect(409);
      expect(refused.body.message).toBe('Notes cannot be added to a deleted job.');
      expect(await eventCount(t, id)).toBe(2);
    });
  });

  describe('history (read from the stream) and time travel', () => {
    it('lists every event with its action, user and description', async () => {
      const id = await createJob(t, reviewer, { name: 'Walnut Court', selectedLocation: '5001' });
      await t.http
        .patch(`${API}/job/${id}`)
        .set(reviewer)
        .send({ name: 'Walnut Court II', total_contract_amt: '1500' })
        .expect(200);
      await runCommand(
        t,
        id,
        { type: 'SubmitCustomerValues', data: { values: { reference_no: 'C-9' } } },
        { actor: { kind: 'guest' } },
      );
      await t.http
        .post(`${API}/job/${id}/settings`)
        .set(reviewer)
        .send({ field: 'reference_no' })
        .expect(200);
      const note = (
        await t.http
          .post(`${API}/note`)
          .set(standard)
          .send({ job_id: id, description: 'Check the bond' })
      ).body;
      await t.http.delete(`${API}/note/${note.id}`).set(standard).expect(200);
      await saveAnswers(t, id, 100);
      const { uuid } = await job(id);
      await t.http.post(`${API}/job/${id}/finalize`).set(standard).send({ id, uuid }).expect(200);
      await setStatus(id, 'open').expect(200);
      await setStatus(id, 'archived').expect(200);

      const entries = await history(id);
      expect(entries.map((entry) => [entry.action, entry.user.name, entry.parameter])).toEqual([
        ['add', 'Rita Reviewer', 'Job created: Walnut Court'],
        [
          'update_job',
          'Rita Reviewer',
          'Name changed from Walnut Court to Walnut Court II; Total contract amount changed from $0.00 to $1,500.00',
        ],
        ['update_job', 'Guest', 'Customer submitted Reference #: C-9'],
        ['save_setting', 'Rita Reviewer', "Accepted the customer's Reference #: C-9 (was empty)"],
        ['add_note', 'Stan Standard', 'Check the bond'],
        ['delete_note', 'Stan Standard', 'Deleted note: Check the bond'],
        ['save_draft', 'System', 'Saved 1 answer; progress 100% (0 required fields remaining)'],
        ['finalized', 'Stan Standard', 'Finalized for review'],
        ['status_update', 'Stan Standard', 'Status changed from Review to Open'],
        ['status_update', 'Stan Standard', 'Status changed from Open to Archived'],
      ]);
      expect(entries.map((entry) => entry.revision)).toEqual(entries.map((_, index) => index));
      expect(entries[2]?.user_id).toBeNull();
      expect(entries[0]).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        entry_date: expect.stringMatching(/^\d{4}-/),
      });
    });

    it('opens the job as it was right after an event', async () => {
      const id = await createJob(t, reviewer, { name: 'Before' });
      await t.http.patch(`${API}/job/${id}`).set(reviewer).send({ name: 'After' }).expect(200);
      await saveAnswers(t, id, 40, 3);
      const [created, renamed] = await history(id);
      const atCreation: JobAtEvent = (
        await t.http.get(`${API}/job/${id}/history/${created?.id}`).set(standard).expect(200)
      ).body;
      expect(atCreation).toMatchObject({
        event: { action: 'add' },
        status: 'open',
        settings: { name: 'Before' },
        answerData: {},
        progress: { percent: 0, remaining: 7 },
        form_version_id: (await job(id)).form_version_id,
      });
      const atRename: JobAtEvent = (
        await t.http.get(`${API}/job/${id}/history/${renamed?.id}`).set(standard).expect(200)
      ).body;
      expect(atRename.settings.name).toBe('After');
      expect(atRename.progress.percent).toBe(0);
      await t.http.get(`${API}/job/${id}/history/${MISSING}`).set(standard).expect(404);
      await t.http.get(`${API}/job/${id}/history/nope`).set(standard).expect(400);
    });

    it('needs project_history (403), a token (401) and a job of the company (404)', async () => {
      const id = await createJob(t, standard);
      const [created] = await history(id);
      const projectsOnly = await limitedUser(t, ['projects']);
      await t.http.get(`${API}/job/${id}/history`).set(projectsOnly).expect(403);
      await t.http.get(`${API}/job/${id}/history/${created?.id}`).set(projectsOnly).expect(403);
      await t.http.get(`${API}/job/${id}/history`).expect(401);
      await t.http.get(`${API}/job/${id}/history`).set(outsider).expect(404);
      await t.http.get(`${API}/job/${id}/history/${created?.id}`).set(outsider).expect(404);
      await t.http.get(`${API}/job/${MISSING}/history`).set(standard).expect(404);
    });
  });

  /** A member of another company with projects and an API key. */
  async function limitedOther(): Promise<Auth> {
    const other = await createOtherCompany(t);
    const { rows } = await t.pool.query('SELECT email FROM users WHERE id = $1', [other.memberId]);
    return {
      Authorization: `Bearer ${await t.login({ email: rows[0].email, password: 'other-member-pass' })}`,
    };
  }
});
