import {
  NO_UUID_MESSAGE,
  type EmailDto,
  type ResendEmailResponse,
  type SendEmailResponse,
} from '@job-intake/contracts/emails/emails-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, submitJob, type Auth } from '../../testing/job-fixtures';
import { MISSING, readHistory, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';

describe('POST /resend (resend-email)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    app = await startJobApiApp('resend-email');
    ({ t, standard } = app);
  });
  afterAll(() => app.close());

  const requested = async (): Promise<EmailDto> => {
    const id = await createJob(t, standard);
    const body = { id, to: 'ann@example.com', subject: 'Your job', body: 'Please fill it in' };
    const answer = await t.http.post(`${API}/email`).set(standard).send(body).expect(201);
    return (answer.body as SendEmailResponse).results[0]!.email;
  };
  const resend = (body: object, auth: Auth = standard) =>
    t.http.post(`${API}/resend`).set(auth).send(body);

  it("resends with the request's link uuid and shows email_resent in History", async () => {
    const email = await requested();
    const answer = await resend({ email_id: email.id, uuid: email.uuid, job_id: email.job_id });
    expect(answer.status).toBe(200);
    const { status, email: resent }: ResendEmailResponse = answer.body;
    expect(status).toBe('success');
    expect(resent).toMatchObject({ id: email.id, resend_uuids: [email.uuid] });
    const history = await readHistory(t, email.job_id, standard);
    expect(history.map((entry) => entry.action)).toContain('email_resent');
  });

  it.each([
    ['no uuid', { uuid: undefined }],
    ['an empty uuid', { uuid: '' }],
    ['a null uuid', { uuid: null }],
    ['a uuid of another link', { uuid: MISSING }],
  ])(`refuses %s with 400 '${NO_UUID_MESSAGE}'`, async (_case, change) => {
    const email = await requested();
    const body = { email_id: email.id, job_id: email.job_id, ...change };
    const answer = await resend(body).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(NO_UUID_MESSAGE);
  });

  it.each([
    ['an email_id that is no uuid', { email_id: 'x' }, 'email_id must be the id of an e-mail'],
    ['a null job_id', { job_id: null }, 'job_id must be the id of a job'],
  ])('refuses %s with 400 naming the field', async (_case, change, message) => {
    const email = await requested();
    const body = { email_id: email.id, uuid: email.uuid, job_id: email.job_id, ...change };
    expect(JSON.stringify((await resend(body).expect(400)).body.message)).toContain(message);
  });

  it("is 404 for another company's job, an unknown e-mail or another job's e-mail", async () => {
    const email = await requested();
    const other = await requested();
    const body = { email_id: email.id, uuid: email.uuid, job_id: email.job_id };
    await resend(body, app.outsider).expect(404);
    await resend({ ...body, email_id: MISSING }).expect(404);
    await resend({ ...body, job_id: other.job_id }).expect(404);
    const history = await readHistory(t, email.job_id, standard);
    expect(history.map((entry) => entry.action)).not.toContain('email_resent');
  });

  it('is 409 once the job is submitted', async () => {
    const email = await requested();
    await submitJob(t, email.job_id);
    const body = { email_id: email.id, uuid: email.uuid, job_id: email.job_id };
    expect((await resend(body)).status).toBe(409);
  });
});
