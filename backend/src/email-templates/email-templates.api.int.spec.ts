import { randomUUID } from 'node:crypto';
import type { EmailTemplateDto } from '@job-intake/contracts/emails/emails-api';
import { DEFAULT_EMAIL_BODY } from '@job-intake/contracts/identity/company-api';
import { DEMO_LOGINS } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany } from '../users/testing/other-company';

type Auth = { Authorization: string };
const API = '/api/v1';
const template = { title: 'First request', subject: '[company_name] | [job_name]', body: 'Hi' };

describe('e-mail templates API (GET /emailTemplates, POST/PATCH/DELETE /emailTemplate)', () => {
  let t: TestApp;
  let admin: Auth;
  let standard: Auth;

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
  });
  afterAll(() => t.close());

  const list = async (auth: Auth = admin): Promise<EmailTemplateDto[]> =>
    (await t.http.get(`${API}/emailTemplates`).set(auth).expect(200)).body;
  const create = async (body: object = template): Promise<EmailTemplateDto> =>
    (await t.http.post(`${API}/emailTemplate`).set(admin).send(body).expect(201)).body;

  it('creates, lists by title, edits and deletes a template', async () => {
    const zebra = await create({ ...template, title: '  zebra follow-up ' });
    const first = await create({ ...template, body: 'Please fill in [link_address]\nThanks' });
    expect(first).toEqual({
      id: expect.any(String),
      title: 'First request',
      subject: '[company_name] | [job_name]',
      body: 'Please fill in [link_address]\nThanks',
    });
    expect((await list(standard)).map(({ title }) => title)).toEqual([
      'First request',
      'zebra follow-up',
    ]);

    const changed = { title: 'Second request', subject: 'Again', body: 'Still waiting' };
    const saved = await t.http
      .patch(`${API}/emailTemplate/${first.id}`)
      .set(admin)
      .send(changed)
      .expect(200);
    expect(saved.body).toEqual({ id: first.id, ...changed });

    await t.http.delete(`${API}/emailTemplate/${zebra.id}`).set(admin).expect(204);
    expect(await list()).toEqual([{ id: first.id, ...changed }]);
    await t.http.delete(`${API}/emailTemplate/${zebra.id}`).set(admin).expect(404);
    await t.http.delete(`${API}/emailTemplate/${first.id}`).set(admin).expect(204);
  });

  it.each([
    [{ ...template, title: undefined }, 'title should not be empty'],
    [{ ...template, title: '   ' }, 'title should not be empty'],
    [{ ...template, title: 'x'.repeat(101) }, 'title must be at most 100 characters'],
    [{ ...template, subject: null }, 'subject should not be empty'],
    [{ ...template, subject: 'x'.repeat(201) }, 'subject must be at most 200 characters'],
    [{ ...template, subject: 'Hi\r\nBcc: all@example.com' }, 'subject must be on one line'],
    [{ ...template, body: '' }, 'body should not be empty'],
    [{ ...template, body: 42 }, 'body must be a string'],
    [{ ...template, body: 'x'.repeat(20_001) }, 'body must be at most 20000 characters'],
    [{ ...template, body: 'nul\u0000' }, 'body must not contain control characters'],
    [{ ...template, title: ['a'] }, 'title must be a string'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const answer = await t.http.post(`${API}/emailTemplate`).set(admin).send(body).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
  });

  it('refuses a bad id with 400 and an unknown one with 404', async () => {
    await t.http.patch(`${API}/emailTemplate/nope`).set(admin).send(template).expect(400);
    await t.http
      .patch(`${API}/emailTemplate/${randomUUID()}`)
      .set(admin)
      .send(template)
      .expect(404);
  });

  it('lets only users with the company permission change templates', async () => {
    const saved = await create();
    await t.http.post(`${API}/emailTemplate`).set(standard).send(template).expect(403);
    await t.http.patch(`${API}/emailTemplate/${saved.id}`).set(standard).send(template).expect(403);
    await t.http.delete(`${API}/emailTemplate/${saved.id}`).set(standard).expect(403);
    await t.http.get(`${API}/emailTemplates`).expect(401);
    await t.http.delete(`${API}/emailTemplate/${saved.id}`).set(admin).expect(204);
  });

  it("answers the compose dialog's start from the company's config_settings, defaults filled", async () => {
    const companyId = await t.pool
      .query<{ company_id: string }>(
        `SELECT m.company_id FROM memberships m JOIN users u ON u.id = m.user_id
         WHERE u.email = $1`,
        [DEMO_LOGINS.standard.email],
      )
      .then(({ rows }) => rows[0]!.company_id);
    const saved = await t.pool.query<{ config_settings: object }>(
      'SELECT config_settings FROM companies WHERE id = $1',
      [companyId],
    );
    try {
      await t.pool.query(
        `UPDATE companies SET config_settings = '{"send_reminders": true, "subject": "Hi [job_name]"}'
         WHERE id = $1`,
        [companyId],
      );
      const answer = await t.http.get(`${API}/emailSettings`).set(standard).expect(200);
      expect(answer.body).toEqual({
        subject: 'Hi [job_name]',
        body: DEFAULT_EMAIL_BODY,
        send_reminders: true,
      });
    } finally {
      await t.pool.query('UPDATE companies SET config_settings = $2 WHERE id = $1', [
        companyId,
        saved.rows[0]!.config_settings,
      ]);
    }
    await t.http.get(`${API}/emailSettings`).expect(401);
  });

  describe('POST /emailTemplate/preview', () => {
    const preview = (body: object, auth: Auth = admin) =>
      t.http.post(`${API}/emailTemplate/preview`).set(auth).send(body);

    it("renders the draft with a sample job of the caller's company, escaped, unknown fields kept", async () => {
      const answer = await preview({
        subject: '[company_name] | [job_name] [nope]',
        body: 'Hi [customer_name], <b>[user_name]</b> {{constructor.constructor}}\n[link_address]',
      }).expect(200);
      expect(answer.body.subject).toBe('Demo Construction Co. | Riverside Mall Renovation [nope]');
      expect(answer.body.text).toMatch(
        /^Hi Dana Whitfield, <b>.+<\/b> \{\{constructor\.constructor\}\}\nhttp:\/\/.+\/link\//,
      );
      expect(answer.body.html).toContain('&lt;b&gt;');
      expect(answer.body.html).toMatch(/<br>\n<a href="http:\/\/[^"]+\/link\/[^"]+">/);
    });

    it('renders a sample job without customer name and job number gracefully, naming them', async () => {
      const answer = await preview({
        subject: '[job_name] [job_number]',
        body: 'Hello [customer_name],\nJob [job_number] is ready',
        without_optional: true,
      }).expect(200);
      expect(answer.body).toMatchObject({
        subject: 'Riverside Mall Renovation',
        text: 'Hello,\nJob is ready',
        empty_fields: ['job_number', 'customer_name'],
      });
      const full = await preview({ subject: 'x', body: 'Hello [customer_name],' }).expect(200);
      expect(full.body).toMatchObject({ text: 'Hello Dana Whitfield,', empty_fields: [] });
    });

    it.each([
      [{ subject: 42, body: '' }, 'subject must be a string'],
      [{ subject: '', body: 'x'.repeat(20_001) }, 'body must be at most 20000 characters'],
      [{ subject: 'x'.repeat(201), body: '' }, 'subject must be at most 200 characters'],
    ])('refuses %j with a 400 naming the field', async (body, message) => {
      const answer = await preview(body).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
    });

    it('is for users with the company permission', async () => {
      await preview({ subject: 'a', body: 'b' }, standard).expect(403);
    });
  });

  it('keeps each company’s templates to itself (404, never listed, unchanged)', async () => {
    const other = await createOtherCompany(t, 'Templates');
    const owner = { Authorization: `Bearer ${await t.login(other.adminLogin)}` };
    const theirs: EmailTemplateDto = (
      await t.http
        .post(`${API}/emailTemplate`)
        .set(owner)
        .send({ ...template, title: 'Secret' })
        .expect(201)
    ).body;

    expect(JSON.stringify(await list())).not.toContain(theirs.id);
    await t.http.patch(`${API}/emailTemplate/${theirs.id}`).set(admin).send(template).expect(404);
    await t.http.delete(`${API}/emailTemplate/${theirs.id}`).set(admin).expect(404);
    expect(await list(owner)).toEqual([theirs]);
  });
});
