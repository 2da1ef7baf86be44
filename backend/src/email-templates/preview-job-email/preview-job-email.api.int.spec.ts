import type { EmailPreviewResponse } from '@job-intake/contracts/emails/emails-api';
import { DEMO_LOGINS } from '../../seed/demo-seed';
import { API, createJob, type Auth } from '../../jobs/testing/job-fixtures';
import {
  firstCustomerPreset,
  MISSING,
  otherCompanyMember,
  startJobApiApp,
  type JobApiApp,
} from '../../jobs/testing/job-api-app';

const PUBLIC_URL = 'https://intake.example.com';

describe('POST /job/{id}/email/preview (the compose dialog as the recipient reads it)', () => {
  let app: JobApiApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('preview-job-email', { PUBLIC_URL });
    ({ standard } = app);
  });
  afterAll(() => app.close());

  const preview = (jobId: string, body: object, auth: Auth = standard) =>
    app.t.http.post(`${API}/job/${jobId}/email/preview`).set(auth).send(body);

  it("renders the company's default e-mail with the job's values, the sender and a link to come", async () => {
    const customer = await firstCustomerPreset(app.t, standard);
    const jobId = await createJob(app.t, standard, {
      name: 'Harbor Bridge',
      reference_no: 'HB-7',
      customer_id: String(customer.id),
    });
    const answer: EmailPreviewResponse = (
      await preview(jobId, {
        subject: '',
        body: 'Hello [customer_name], [job_number] by [user_name]\n[link_address]',
      }).expect(200)
    ).body;
    expect(answer.subject).toBe('Demo Construction Co. | Harbor Bridge');
    expect(answer.text).toBe(
      `Hello ${customer.name}, HB-7 by ${DEMO_LOGINS.standard.name}\n${PUBLIC_URL}/link/…`,
    );
    expect(answer.empty_fields).toEqual([]);
  });

  it('names the merge fields without a value and reads "Hello," rather than "Hello ,"', async () => {
    const jobId = await createJob(app.t, standard, { name: 'No Customer Yet' });
    const answer: EmailPreviewResponse = (
      await preview(jobId, { subject: '[job_name] [job_number]', body: '' }).expect(200)
    ).body;
    expect(answer.subject).toBe('No Customer Yet');
    expect(answer.text.split('\n')[0]).toBe('Hello,');
    expect(answer.html.split('\n')[0]).toBe('Hello,<br>');
    expect(answer.empty_fields).toEqual(['job_number', 'customer_name']);
  });

  it.each([
    [{ subject: 42, body: '' }, 'subject must be a string'],
    [{ subject: '', body: 'x'.repeat(20_001) }, 'body must be at most 20000 characters'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const jobId = await createJob(app.t, standard);
    const answer = await preview(jobId, body).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
  });

  it("answers another company's job and a missing one alike with a 404", async () => {
    const jobId = await createJob(app.t, standard);
    const other = await otherCompanyMember(app.t);
    await preview(jobId, { subject: 'a', body: 'b' }, other).expect(404);
    await preview(MISSING, { subject: 'a', body: 'b' }).expect(404);
    await preview('not-a-uuid', { subject: 'a', body: 'b' }).expect(400);
  });
});
