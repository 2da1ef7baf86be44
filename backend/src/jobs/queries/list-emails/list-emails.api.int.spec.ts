import { randomUUID } from 'node:crypto';
import type { EmailDto } from '@job-intake/contracts/emails/emails-api';
import { EVENT_STORE, type NewEvent } from '../../../event-store/event-store.port';
import type { AppendingEventStore } from '../../../event-store/event-store-append.port';
import { eventually } from '../../../event-store/testing/test-events';
import { ReadModels } from '../../../projections/projections.module';
import { DEMO_COMPANY_ID } from '../../../seed/demo-seed';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, type Auth } from '../../testing/job-fixtures';
import { MISSING, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';

const DAY = 86_400_000;

describe('GET /job/{id}/emails (list-emails)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('list-emails');
    ({ t, standard } = app);
  });
  afterAll(() => app.close());

  const list = (jobId: string, auth: Auth = standard) =>
    t.http.get(`${API}/job/${jobId}/emails`).set(auth);

  /** Records the events on the job's stream at this time, then waits for the read models. */
  async function record(jobId: string, at: Date, ...events: [string, object][]) {
    const store = t.app.get<AppendingEventStore>(EVENT_STORE);
    const recorded = events.map(([type, data]): NewEvent => ({
      id: randomUUID(),
      type,
      schemaVersion: 1,
      data,
      metadata: {
        companyId: DEMO_COMPANY_ID,
        actor: { kind: 'system', process: 'list-emails spec' },
        correlationId: randomUUID(),
        occurredAt: at.toISOString(),
      },
    }));
    const appended = await store.append(`job-${jobId}`, recorded, { expectedRevision: 'any' });
    await t.app.get(ReadModels).caughtUpWith(appended.position);
  }

  /** A request with its own share link, as POST /email records it. */
  async function request(
    jobId: string,
    at: Date,
    expiresAt: Date,
    to: string[],
    subject = 'Please fill in the job',
  ) {
    const [emailId, linkId, uuid] = [randomUUID(), randomUUID(), randomUUID()];
    await record(
      jobId,
      at,
      ['ShareLinkCreated', { linkId, uuid, label: 'E-mail', sections: [] }],
      [
        'EmailRequested',
        {
          emailId,
          linkId,
          to,
          from: 'office@example.com',
          subject,
          body: 'Here: [link_address]',
          opt_out: false,
          unsubscribe: randomUUID(),
          expires_at: expiresAt.toISOString(),
        },
      ],
    );
    return { emailId, uuid };
  }

  it("lists a job's e-mails newest first with their link, resends, reminders and opt-out", async () => {
    const jobId = await createJob(t, standard);
    expect((await list(jobId).expect(200)).body).toEqual({ emails: [] });
    const now = Date.now();
    const older = await request(jobId, new Date(now - 2 * DAY), new Date(now - DAY), ['a@x.com']);
    const newer = await request(jobId, new Date(now - DAY), new Date(now + 40 * DAY), [
      'b@x.com',
      'c@x.com',
    ]);
    const reminderAt = new Date(now - 1000);
    await record(jobId, new Date(now - 2000), ['EmailResent', { emailId: newer.emailId }]);
    await record(jobId, reminderAt, [
      'EmailSent',
      { emailId: newer.emailId, kind: 'reminder', sourceEventId: randomUUID(), messageId: '<m>' },
    ]);
    await record(jobId, new Date(now), [
      'EmailOptOutChanged',
      { emailId: newer.emailId, opt_out: true, by: 'recipient' },
    ]);

    const emails: EmailDto[] = (await list(jobId).expect(200)).body.emails;
    expect(emails.map((email) => email.id)).toEqual([newer.emailId, older.emailId]);
    expect(emails[0]).toMatchObject({
      job_id: jobId,
      to: 'b@x.com, c@x.com',
      from: 'office@example.com',
      subject: 'Please fill in the job',
      body: 'Here: [link_address]',
      uuid: newer.uuid,
      resend_uuids: [newer.uuid],
      opt_out: true,
      reminders_sent: 1,
      last_reminder_date: reminderAt.toISOString(),
      expires_at: new Date(now + 40 * DAY).toISOString(),
      created_at: new Date(now - DAY).toISOString(),
    });
    expect(emails[0]?.status).not.toBe('expired');
  });

  it('lists the subject as the outbox rendered it, merge fields filled', async () => {
    const name = `Subject ${randomUUID().slice(0, 8)}`;
    const jobId = await createJob(t, standard, { name });
    const now = Date.now();
    await request(jobId, new Date(now), new Date(now + DAY), ['a@x.com'], '[job_name] | [x]');
    await eventually(async () => {
      const [email] = (await list(jobId).expect(200)).body.emails as EmailDto[];
      return email?.subject === `${name} | [x]`;
    });
  });

  it('marks an e-mail past its expiry expired before the scheduler records it', async () => {
    const jobId = await createJob(t, standard);
    const now = Date.now();
    const { emailId } = await request(jobId, new Date(now - 3 * DAY), new Date(now - DAY), [
      'a@x.com',
    ]);
    const [email] = (await list(jobId).expect(200)).body.emails;
    expect(email).toMatchObject({ id: emailId, status: 'expired', resend_uuids: [] });
  });

  it("is 404 for another company's or a missing job, 400 for a bad id, 401 without a token", async () => {
    const jobId = await createJob(t, standard);
    await list(jobId, app.outsider).expect(404);
    await list(MISSING).expect(404);
    await list('not-a-uuid').expect(400);
    await t.http.get(`${API}/job/${jobId}/emails`).expect(401);
  });
});
