import type {
  EmailDto,
  OptOutResponse,
  SendEmailResponse,
} from '@job-intake/contracts/emails/emails-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, type Auth } from '../../testing/job-fixtures';
import { MISSING, readHistory, startJobApiApp, type JobApiApp } from '../../testing/job-api-app';

describe('POST /optOut (set-email-opt-out)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let email: EmailDto;

  beforeAll(async () => {
    app = await startJobApiApp('set-email-opt-out');
    ({ t, standard } = app);
    const id = await createJob(t, standard);
    const body = { id, to: 'ann@example.com', subject: 'Your job', body: 'Please fill it in' };
    const answer = await t.http.post(`${API}/email`).set(standard).send(body).expect(201);
    email = (answer.body as SendEmailResponse).results[0]!.email;
  });
  afterAll(() => app.close());

  // Only these: the outbox appends email_sent to the same History meanwhile.
  const optOutChanges = async () =>
    (await readHistory(t, email.job_id, standard)).filter(
      (entry) => entry.action === 'email_opt_in_out',
    ).length;
  const optOut = (body: object, auth: Auth = standard) =>
    t.http.post(`${API}/optOut`).set(auth).send(body);

  it('turns reminders off and on again, each shown in History with the user', async () => {
    const off: OptOutResponse = (await optOut({ id: email.id, opt_out: true }).expect(200)).body;
    expect(off).toMatchObject({ status: 'success', email: { id: email.id, opt_out: true } });
    const on: OptOutResponse = (await optOut({ id: email.id, opt_out: false }).expect(200)).body;
    expect(on.email.opt_out).toBe(false);
    const history = await readHistory(t, email.job_id, standard);
    const changes = history.filter((entry) => entry.action === 'email_opt_in_out');
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({ user: { name: 'Stan Standard' } });
  });

  it('records nothing when unchanged', async () => {
    const before = await optOutChanges();
    await optOut({ id: email.id, opt_out: false }).expect(200);
    expect(await optOutChanges()).toBe(before);
  });

  it.each([
    ['no id', { opt_out: true }, 'id must be the id of an e-mail'],
    ['opt_out as text', { id: 'EMAIL', opt_out: 'yes' }, 'opt_out must be true or false'],
    ['a null opt_out', { id: 'EMAIL', opt_out: null }, 'opt_out must be true or false'],
  ])('refuses %s with 400 naming the field', async (_case, body, message) => {
    const sent = JSON.parse(JSON.stringify(body).replace('"EMAIL"', `"${email.id}"`));
    expect(JSON.stringify((await optOut(sent).expect(400)).body.message)).toContain(message);
  });

  it("is 404 for another company's or an unknown e-mail", async () => {
    await optOut({ id: email.id, opt_out: true }, app.outsider).expect(404);
    await optOut({ id: MISSING, opt_out: true }).expect(404);
  });
});
