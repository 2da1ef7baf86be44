import {
  INVALID_RECIPIENTS_MESSAGE,
  type SendEmailResponse,
} from '@job-intake/contracts/emails/emails-api';
import { DEFAULT_EMAIL_FROM } from '@job-intake/contracts/identity/company-api';
import type { ShareLinksResponse } from '@job-intake/contracts/jobs/share-links-api';
import type { TestApp } from '../../../testing/test-app';
import { API, createJob, eventCount, submitJob, type Auth } from '../../testing/job-fixtures';
import {
  MISSING,
  readHistory,
  readJob,
  startJobApiApp,
  type JobApiApp,
} from '../../testing/job-api-app';
import { EMAILS_PER_USER_PER_MINUTE } from './send-email.http.controller';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const addresses = (count: number) =>
  Array.from({ length: count }, (_, n) => `p${n}@example.com`).join(', ');

describe('POST /email (send-email)', () => {
  let app: JobApiApp;
  let t: TestApp;
  let standard: Auth;
  let jobId: string;
  let sections: string[];

  beforeAll(async () => {
    app = await startJobApiApp('send-email');
    ({ t, standard } = app);
    jobId = await createJob(t, standard);
    sections = (await readJob(t, jobId, standard)).form.sections.map((section) => section.id);
  });
  afterAll(() => app.close());

  const send = (body: object, auth: Auth = standard) =>
    t.http.post(`${API}/email`).set(auth).send(body);
  const valid = (change: object = {}) => ({
    id: jobId,
    to: ' ann@example.com , bob@example.org',
    subject: '[company_name] | [job_name]',
    body: 'Hello [customer_name], please fill in [link_address]',
    ...change,
  });

  it("records the request with its own link and answers it as the history's row", async () => {
    const before = Date.now();
    const answer = await send(valid({ sections: [sections[0]] })).expect(201);
    const { status, results }: SendEmailResponse = answer.body;
    expect(status).toBe('complete');
    const email = results[0]!.email;
    expect(email).toMatchObject({
      id: expect.stringMatching(UUID_V4),
      job_id: jobId,
      to: 'ann@example.com, bob@example.org',
      from: DEFAULT_EMAIL_FROM,
      // As typed, or as the outbox rendered it when the outbox was quicker than the answer.
      subject: expect.stringMatching(/^(\[company_name\]|Demo Construction Co\.) \| /),
      body: 'Hello [customer_name], please fill in [link_address]',
      status: 'pending',
      uuid: expect.stringMatching(UUID_V4),
      opt_out: false,
      reminders_sent: 0,
      resend_uuids: [],
    });
    const expires = Date.parse(email.expires_at) - before;
    expect(expires).toBeGreaterThanOrEqual(45 * DAY_MS);
    expect(expires).toBeLessThan(45 * DAY_MS + 60_000);

    const links: ShareLinksResponse = (
      await t.http.get(`${API}/job/${jobId}/links`).set(standard).expect(200)
    ).body;
    expect(links.links.find((link) => link.uuid === email.uuid)).toMatchObject({
      shareNote: 'ann@example.com, bob@example.org',
      sections: [sections[0]],
      status: 'open',
    });
  });

  it('takes the sender and opt_out sent, covers every section when none are named', async () => {
    const answer = await send(valid({ from: 'office@example.com', opt_out: true })).expect(201);
    const email = (answer.body as SendEmailResponse).results[0]!.email;
    expect(email).toMatchObject({ from: 'office@example.com', opt_out: true });
    const links: ShareLinksResponse = (
      await t.http.get(`${API}/job/${jobId}/links`).set(standard).expect(200)
    ).body;
    expect(links.links.find((link) => link.uuid === email.uuid)?.sections).toEqual(sections);
  });

  it("uses the company's sender and expiry from its config_settings", async () => {
    await t.pool.query(
      `UPDATE companies SET config_settings = config_settings || '{"from":"desk@acme.test","request_expires":10}'::jsonb
       WHERE id = (SELECT company_id FROM job_list WHERE id = $1)`,
      [jobId],
    );
    const before = Date.now();
    const email = ((await send(valid()).expect(201)).body as SendEmailResponse).results[0]!.email;
    expect(email.from).toBe('desk@acme.test');
    expect(Date.parse(email.expires_at) - before).toBeLessThan(10 * DAY_MS + 60_000);
  });

  it("shows email_user in the History tab with the staff user's name", async () => {
    const id = await createJob(t, standard);
    await send(valid({ id, to: 'ann@example.com', subject: 'Your job' })).expect(201);
    const history = await readHistory(t, id, standard);
    expect(history.at(-1)).toMatchObject({
      action: 'email_user',
      user: { name: 'Stan Standard' },
      parameter: 'E-mail request to ann@example.com: Your job',
    });
  });

  it.each([
    ['a recipient that is no address', { to: 'ann@example.com, bob' }, INVALID_RECIPIENTS_MESSAGE],
    ['21 recipients', { to: addresses(21) }, 'at most 20 recipients'],
    ['a CR/LF in to', { to: 'ann@example.com\r\nBcc: eve@example.com' }, 'to must not contain'],
    ['a LF in subject', { subject: 'Hi\nBcc: eve@example.com' }, 'subject must be on one line'],
    ['a CR in from', { from: 'a@example.com\rBcc: eve@example.com' }, 'from must not contain'],
    ['an empty subject', { subject: '' }, 'subject should not be empty'],
    ['a blank subject', { subject: '   ' }, 'subject should not be empty'],
    ['a subject of 201 characters', { subject: 'x'.repeat(201) }, 'at most 200 characters'],
    ['an empty body', { body: '' }, 'body should not be empty'],
    ['a null body', { body: null }, 'body should not be empty'],
    ['an array as body', { body: ['x'] }, 'body must be text'],
    ['a null to', { to: null }, 'to should not be empty'],
    ['a number as to', { to: 42 }, 'to must be text'],
    ['a huge to', { to: 'a'.repeat(100_000) }, 'to must be at most'],
    ['a NUL byte in body', { body: 'a\u0000b' }, 'body'],
    ['opt_out as text', { opt_out: 'yes' }, 'opt_out must be true or false'],
    ['sections as a string', { sections: 'S' }, 'sections must be a list'],
    ['a section not on the form', { sections: [MISSING] }, "Not a section of this job's form"],
    ['no job id', { id: undefined }, 'id must be the id of a job'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, change, message) => {
    // A job no e-mail went out for: the outbox appends EmailSent to the others meanwhile.
    const id = await createJob(t, standard);
    const before = await eventCount(t, id);
    const answer = await send({ ...valid({ id }), ...change }).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
    expect(await eventCount(t, id)).toBe(before);
  });

  it('refuses a body that is an array with 400', async () => {
    await t.http.post(`${API}/email`).set(standard).send([valid()]).expect(400);
  });

  it("is 404 for another company's or a missing job, 401 without a token", async () => {
    const id = await createJob(t, standard);
    const before = await eventCount(t, id);
    await send(valid({ id }), app.outsider).expect(404);
    await send(valid({ id: MISSING })).expect(404);
    await t.http.post(`${API}/email`).send(valid({ id })).expect(401);
    expect(await eventCount(t, id)).toBe(before);
  });

  it('is 409 on a submitted job', async () => {
    const id = await createJob(t, standard);
    await submitJob(t, id);
    const answer = await send(valid({ id }));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('can no longer be edited');
  });

  it(`allows ${EMAILS_PER_USER_PER_MINUTE} requests a minute per user, then 429`, async () => {
    const id = await createJob(t, app.reviewer);
    const statuses: number[] = [];
    for (let n = 0; n <= EMAILS_PER_USER_PER_MINUTE; n += 1) {
      statuses.push((await send(valid({ id, to: 'x' }), app.reviewer)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await send(valid({ id, to: 'x' }), app.admin).expect(400);
  });
});
