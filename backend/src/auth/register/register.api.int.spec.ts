import {
  REGISTRATION_ATTEMPT_SUBJECT,
  REGISTRATION_RECEIVED_MESSAGE,
} from '@job-intake/contracts/identity/identity-api';
import {
  COMPANY_ADMIN_PERMISSIONS,
  STANDARD_USER_PERMISSIONS,
} from '@job-intake/contracts/identity/permissions';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/testing/test-smtp-server';
import { DEMO_LOGINS } from '../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('registration API', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://intake.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const valid = {
    name: 'Pat Builder',
    email: 'pat@acme-builders.example',
    password: 'a long password',
    company_name: 'Acme Builders',
  };
  const count = async (table: string) =>
    (await t.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

  const mailTo = (email: string, subject: string) =>
    smtp.waitFor(
      (mail) =>
        mail.subject === subject &&
        [mail.to].flat().some((to) => to?.value.some((a) => a.address === email.toLowerCase())),
    );

  it('creates the company with its roles and first step, the registrant as its admin, who signs in next', async () => {
    const answer = await t.http
      .post('/api/v1/auth/register')
      .send({ ...valid, name: ' Pat Builder ', company_name: ' Acme Builders ' })
      .expect(201);
    expect(answer.body).toEqual({ message: REGISTRATION_RECEIVED_MESSAGE });
    const token = await t.login({ email: valid.email, password: valid.password });
    const { body: user } = await t.http
      .get('/api/v1/auth/me')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(user).toMatchObject({ name: 'Pat Builder', email: valid.email });
    expect(user.memberships).toHaveLength(1);
    const [membership] = user.memberships;
    expect(membership.company.name).toBe('Acme Builders');
    expect(membership.role.name).toBe('Admin');
    expect(membership.role.permissions.map((p: { value: string }) => p.value).sort()).toEqual(
      [...COMPANY_ADMIN_PERMISSIONS].sort(),
    );

    const companyId = membership.company.id as string;
    const company = await t.pool.query('SELECT status FROM companies WHERE id = $1', [companyId]);
    expect(company.rows[0].status).toBe('setup');
    const roles = await t.pool.query(
      `SELECT r.name, r.assign_workflow, array_agg(p.name ORDER BY p.name) AS permissions
         FROM roles r JOIN role_permissions rp ON rp.role_id = r.id JOIN permissions p ON p.id = rp.permission_id
        WHERE r.company_id = $1 GROUP BY r.id ORDER BY r.name`,
      [companyId],
    );
    expect(roles.rows).toEqual([
      expect.objectContaining({ name: 'Admin', assign_workflow: false }),
      {
        name: 'Standard User',
        assign_workflow: true,
        permissions: [...STANDARD_USER_PERMISSIONS].sort(),
      },
    ]);
    const steps = await t.pool.query(
      `SELECT r.name, s.position FROM workflow_steps s JOIN roles r ON r.id = s.role_id
        WHERE s.company_id = $1`,
      [companyId],
    );
    expect(steps.rows).toEqual([{ name: 'Standard User', position: 1 }]);
  });

  it('answers a taken e-mail, whatever its case, exactly like a new one, creates nothing and tells the holder', async () => {
    const fresh = await t.http
      .post('/api/v1/auth/register')
      .send({ ...valid, email: 'someone.new@example.com', company_name: 'Fresh Inc' })
      .expect(201);
    const [companies, users] = [await count('companies'), await count('users')];
    for (const email of [DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.email.toUpperCase()]) {
      const taken = await t.http
        .post('/api/v1/auth/register')
        .send({ ...valid, email, company_name: 'Copycat Inc' });
      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual(fresh.body);
      expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    }
    expect(await count('companies')).toBe(companies);
    expect(await count('users')).toBe(users);
    const notice = await mailTo(DEMO_LOGINS.admin.email, REGISTRATION_ATTEMPT_SUBJECT);
    expect(notice.text).toContain('Nothing was created');
    expect(notice.text).toContain('https://intake.example/login');
    await t.login('admin');
  });

  it.each([
    ['a blank name', { ...valid, name: '  ' }, 'name should not be empty'],
    ['a malformed e-mail', { ...valid, email: 'not-an-email' }, 'email must be an e-mail address'],
    [
      'a short password',
      { ...valid, password: 'short' },
      'password must be at least 8 characters long.',
    ],
    ['a numeric password', { ...valid, password: 12345678 }, 'password must be a string'],
    ['no company name', { ...valid, company_name: '' }, 'company_name should not be empty'],
    [
      'a long company name',
      { ...valid, company_name: 'x'.repeat(256) },
      'company_name must be at most 255 characters',
    ],
    ['an unknown field', { ...valid, role: 'super' }, 'property role should not exist'],
  ])('refuses %s with 400 and creates nothing', async (_case, body, message) => {
    const [companies, users] = [await count('companies'), await count('users')];
    const answer = await t.http
      .post('/api/v1/auth/register')
      .send({ ...body, email: typeof body.email === 'string' ? `x${body.email}` : body.email })
      .expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
    expect(await count('companies')).toBe(companies);
    expect(await count('users')).toBe(users);
  });
});
