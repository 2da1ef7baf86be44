import { EMAIL_TAKEN_MESSAGE } from '@job-intake/contracts/identity/identity-api';
import {
  COMPANY_ADMIN_PERMISSIONS,
  STANDARD_USER_PERMISSIONS,
} from '@job-intake/contracts/identity/permissions';
import { DEMO_LOGINS } from '../../seed/demo-seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('registration API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const valid = {
    name: 'Pat Builder',
    email: 'pat@acme-builders.example',
    password: 'a long password',
    company_name: 'Acme Builders',
  };
  const count = async (table: string) =>
    (await t.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

  it('creates the company with its roles and first step, the registrant as its admin, signed in', async () => {
    const answer = await t.http
      .post('/api/v1/auth/register')
      .send({ ...valid, name: ' Pat Builder ', company_name: ' Acme Builders ' })
      .expect(201);
    expect(answer.body).toMatchObject({
      token: expect.any(String),
      expires_in: expect.any(Number),
    });
    const { user } = answer.body;
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

    const me = await t.http
      .get('/api/v1/auth/me')
      .set('Authorization', `Bearer ${answer.body.token}`)
      .expect(200);
    expect(me.body.id).toBe(user.id);
    await t.login({ email: valid.email, password: valid.password });
  });

  it('refuses an e-mail that already has an account with 409, whatever its case', async () => {
    const before = await count('companies');
    for (const email of [DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.email.toUpperCase()]) {
      const answer = await t.http
        .post('/api/v1/auth/register')
        .send({ ...valid, email, company_name: 'Copycat Inc' })
        .expect(409);
      expect(answer.body.message).toBe(EMAIL_TAKEN_MESSAGE);
    }
    expect(await count('companies')).toBe(before);
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
