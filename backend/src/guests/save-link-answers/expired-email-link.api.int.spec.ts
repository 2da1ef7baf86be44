import { randomUUID } from 'node:crypto';
import { GUEST_LINK_EXPIRED, type GuestLinkResponse } from '@job-intake/contracts/guests/guest-api';
import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { JobSchedules } from '../../jobs/job-schedules';
import { readJob } from '../../jobs/testing/job-api-app';
import { API, createJob, eventCount, runCommand } from '../../jobs/testing/job-fixtures';
import { DEMO_COMPANY_NAME } from '../../seed/demo-seed';
import type { TestApp } from '../../testing/test-app';
import { asGuest, startGuestApiApp, type GuestApiApp } from '../testing/guest-links';

const REQUESTED = new Date('2026-01-05T08:00:00.000Z');
const AFTER_EXPIRY = new Date('2026-01-20T08:00:00.000Z');
const DAY_MS = 86_400_000;

describe("an expired e-mail request's link (GET /link/{uuid}, POST /link/{uuid}/results)", () => {
  let app: GuestApiApp;
  let t: TestApp;

  beforeAll(async () => {
    app = await startGuestApiApp('expired-email-link');
    t = app.t;
  });
  afterAll(() => app.close());

  const guest = () => asGuest(t, '198.51.100.71');

  /** Staff's Send at `requestedAt`, expiring at `expiresAt`; no reminder run has looked at it. */
  const sendRequest = async (requestedAt: Date, expiresAt: Date) => {
    const jobId = await createJob(t, app.standard);
    const job = await readJob(t, jobId, app.standard);
    const section = job.form.sections.find((s) => s.title === 'Customer');
    const field = section?.fields.find((f) => f.title === 'Customer Email');
    if (!section || !field) throw new Error('The demo form has no Customer Email field');
    const email = { emailId: randomUUID(), linkId: randomUUID(), uuid: randomUUID() };
    const data = {
      ...email,
      ...{ to: 'owner@example.com', from: 'office@example.com', subject: 'Your job' },
      ...{ body: 'Please fill in [link_address]', opt_out: true, unsubscribe: randomUUID() },
      ...{ expires_at: expiresAt.toISOString(), sections: [section.id], form: job.form },
    };
    await runCommand(t, jobId, { type: 'RequestEmail', data }, { at: requestedAt.toISOString() });
    return { jobId, ...email, fieldId: field.id };
  };
  /** Sent at REQUESTED, expiring ten days later, then the reminder run past it. */
  const expiredRequest = async () => {
    const request = await sendRequest(REQUESTED, new Date(REQUESTED.getTime() + 10 * DAY_MS));
    await t.app.get(JobSchedules).remindEmails.run(AFTER_EXPIRY);
    return request;
  };
  const answersSaved = async (jobId: string) =>
    (
      await t.pool.query(
        `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'AnswersSaved'`,
        [jobStreamId(jobId)],
      )
    ).rows[0].n as number;
  const emailStatus = async (jobId: string, emailId: string) => {
    const { rows } = await t.pool.query(
      'SELECT status, expires_at FROM email_log WHERE job_id = $1 AND id = $2',
      [jobId, emailId],
    );
    return rows[0] as { status: string; expires_at: Date };
  };

  /** The closed answer: the message and who sent it, nothing of the job. */
  const expectClosed = (opened: GuestLinkResponse) => {
    expect([opened.read_only, opened.closed_message]).toEqual([true, GUEST_LINK_EXPIRED]);
    expect(opened.company).toEqual({ name: DEMO_COMPANY_NAME });
    expect([opened.job.name, opened.form.sections, opened.answerData]).toEqual(['', [], {}]);
  };

  it('is read-only with the expired message, refuses saves (403), and opens again when staff resend', async () => {
    const request = await expiredRequest();
    expect((await emailStatus(request.jobId, request.emailId)).status).toBe('expired');

    const closed: GuestLinkResponse = (await guest().open(request.uuid).expect(200)).body;
    expectClosed(closed);
    // The job's revision, though nothing else of the job: a save after staff resend builds on it.
    expect(closed.revision).toBe((await eventCount(t, request.jobId)) - 1);
    const before = await answersSaved(request.jobId);
    for (const submit of [false, true]) {
      const refused = await guest()
        .save(request.uuid, { answers: { [request.fieldId]: 'late@example.com' }, submit })
        .expect(403);
      expect(refused.body.message).toBe(GUEST_LINK_EXPIRED);
    }
    expect(await answersSaved(request.jobId)).toBe(before);

    const resentAt = Date.now();
    await t.http
      .post(`${API}/resend`)
      .set(app.standard)
      .send({ email_id: request.emailId, uuid: request.uuid, job_id: request.jobId })
      .expect(200);
    const renewed = await emailStatus(request.jobId, request.emailId);
    expect(renewed.status).not.toBe('expired');
    expect(renewed.expires_at.getTime()).toBeGreaterThanOrEqual(resentAt + 45 * DAY_MS);

    const reopened: GuestLinkResponse = (await guest().open(request.uuid).expect(200)).body;
    expect([reopened.read_only, reopened.closed_message]).toEqual([false, null]);
    await guest()
      .save(request.uuid, { answers: { [request.fieldId]: 'owner@example.com' } })
      .expect(200);
    expect(await answersSaved(request.jobId)).toBe(before + 1);
  });

  it('closes at its expiry instant, before the reminder run records it, until staff resend', async () => {
    const from = '198.51.100.72';
    const now = Date.now();
    const open = await sendRequest(new Date(now - 10 * DAY_MS), new Date(now + DAY_MS));
    const opened: GuestLinkResponse = (await asGuest(t, from).open(open.uuid).expect(200)).body;
    expect([opened.read_only, opened.closed_message]).toEqual([false, null]);
    expect(opened.form.sections).toHaveLength(1);

    const past = await sendRequest(new Date(now - 11 * DAY_MS), new Date(now - 60_000));
    expect((await emailStatus(past.jobId, past.emailId)).status).not.toBe('expired');
    expectClosed((await asGuest(t, from).open(past.uuid).expect(200)).body);
    const before = await answersSaved(past.jobId);
    const refused = await asGuest(t, from)
      .save(past.uuid, { answers: { [past.fieldId]: 'late@example.com' } })
      .expect(403);
    expect(refused.body.message).toBe(GUEST_LINK_EXPIRED);
    await t.http
      .get(`${API}/link/${past.uuid}/lookups/places?q=7700%20sperry`)
      .set('X-Forwarded-For', from)
      .expect(404);
    expect(await answersSaved(past.jobId)).toBe(before);

    await t.http
      .post(`${API}/resend`)
      .set(app.standard)
      .send({ email_id: past.emailId, uuid: past.uuid, job_id: past.jobId })
      .expect(200);
    const reopened: GuestLinkResponse = (await asGuest(t, from).open(past.uuid).expect(200)).body;
    expect([reopened.read_only, reopened.closed_message]).toEqual([false, null]);
    await asGuest(t, from)
      .save(past.uuid, { answers: { [past.fieldId]: 'owner@example.com' } })
      .expect(200);
    expect(await answersSaved(past.jobId)).toBe(before + 1);
  });
});
