import type {
  SendEmailResponse,
  UnsubscribeResponse,
} from '@job-intake/contracts/emails/emails-api';
import { API, createJob } from '../../jobs/testing/job-fixtures';
import { readHistory, startJobApiApp, type JobApiApp } from '../../jobs/testing/job-api-app';

describe('GET and POST /unsubscribe/{token} (no sign-in)', () => {
  let app: JobApiApp;
  let jobId: string;
  let emailId: string;
  let token: string;

  beforeAll(async () => {
    app = await startJobApiApp('unsubscribe');
    const { t, standard } = app;
    jobId = await createJob(t, standard, { name: 'Harbor Tower' });
    const body = { id: jobId, to: 'ann@example.com', subject: 'Your job', body: 'Please' };
    const answer = await t.http.post(`${API}/email`).set(standard).send(body).expect(201);
    emailId = (answer.body as SendEmailResponse).results[0]!.email.id;
    const { rows } = await t.pool.query<{ unsubscribe: string }>(
      'SELECT unsubscribe FROM email_log WHERE id = $1',
      [emailId],
    );
    token = rows[0]!.unsubscribe;
  });
  afterAll(() => app.close());

  // Only these: the outbox appends email_sent to the same History meanwhile.
  const optOutChanges = async () =>
    (await readHistory(app.t, jobId, app.standard))
      .filter((entry) => entry.action === 'email_opt_in_out')
      .map((entry) => entry.parameter);

  it("shows the job's name, then opts out as the recipient", async () => {
    const shown: UnsubscribeResponse = (
      await app.t.http.get(`${API}/unsubscribe/${token}`).expect(200)
    ).body;
    expect(shown).toEqual({ job_name: 'Harbor Tower', opt_out: false });
    const done: UnsubscribeResponse = (
      await app.t.http.post(`${API}/unsubscribe/${token}`).expect(200)
    ).body;
    expect(done).toEqual({ job_name: 'Harbor Tower', opt_out: true });
    const emails = await app.t.http.get(`${API}/job/${jobId}/emails`).set(app.standard);
    expect(emails.body.emails[0]).toMatchObject({ id: emailId, opt_out: true });
    expect(await optOutChanges()).toEqual([
      'Reminders turned off by the recipient: ann@example.com',
    ]);
  });

  it('records nothing when the recipient unsubscribes again', async () => {
    await app.t.http.post(`${API}/unsubscribe/${token}`).expect(200);
    expect(await optOutChanges()).toHaveLength(1);
  });

  it('records at most one opt-out per e-mail request, however many calls arrive at once; again only after staff turn reminders on', async () => {
    const { t, standard } = app;
    const body = { id: jobId, to: 'bob@example.com', subject: 'Your job', body: 'Please' };
    const sent = await t.http.post(`${API}/email`).set(standard).send(body).expect(201);
    const id = (sent.body as SendEmailResponse).results[0]!.email.id;
    const { rows } = await t.pool.query<{ unsubscribe: string }>(
      'SELECT unsubscribe FROM email_log WHERE id = $1',
      [id],
    );
    const unsubscribe = () => t.http.post(`${API}/unsubscribe/${rows[0]!.unsubscribe}`);
    const optOutEvents = async () =>
      (
        await t.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM events
           WHERE type = 'EmailOptOutChanged' AND data->>'emailId' = $1 AND data->>'by' = 'recipient'`,
          [id],
        )
      ).rows[0]!.n;

    const answers = await Promise.all(Array.from({ length: 8 }, unsubscribe));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    await unsubscribe().expect(200);
    expect(await optOutEvents()).toBe(1);

    await t.http.post(`${API}/optOut`).set(standard).send({ id, opt_out: false }).expect(200);
    await Promise.all(Array.from({ length: 4 }, unsubscribe));
    expect(await optOutEvents()).toBe(2);
  });

  it.each([
    ['an unknown token', 'b1946ac9-2d5c-4a6e-9f0c-6f1a0d2c3e4f'],
    ['a token that is no uuid', 'x'.repeat(500)],
  ])('answers %s with 404', async (_case, sent) => {
    await app.t.http.get(`${API}/unsubscribe/${sent}`).expect(404);
    await app.t.http.post(`${API}/unsubscribe/${sent}`).expect(404);
  });

  it('refuses a NUL byte in the token with 400 (the app refuses control characters)', async () => {
    await app.t.http.get(`${API}/unsubscribe/a%00b`).expect(400);
    await app.t.http.post(`${API}/unsubscribe/a%00b`).expect(400);
  });
});
