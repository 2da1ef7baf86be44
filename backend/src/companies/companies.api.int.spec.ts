import {
  COMPANY_STATUSES,
  DEFAULT_AUTOFILL_LABEL,
  DEFAULT_CONFIG_SETTINGS,
  DEFAULT_REFERENCE_LABEL,
} from '@job-intake/contracts/identity/company-api';
import {
  COMPANY_ADMIN_PERMISSIONS,
  STANDARD_USER_PERMISSIONS,
} from '@job-intake/contracts/identity/permissions';
import {
  FIRST_PASSWORD_EMAIL_SUBJECT,
  parseResetCode,
} from '@job-intake/contracts/identity/identity-api';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing/test-smtp-server';
import { DEMO_COMPANY_ID, DEMO_LOGINS, PROVIDER_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { lastLink } from '../users/testing/invitations';
import { UserWriter } from '../users/user.writer';

const MISSING_ID = '3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f';
type Auth = { Authorization: string };

describe('companies API', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let superAuth: Auth;
  let adminAuth: Auth;
  let standardAuth: Auth;

  const bearer = async (who: Parameters<TestApp['login']>[0]): Promise<Auth> => ({
    Authorization: `Bearer ${await t.login(who)}`,
  });
  const count = async (table: string): Promise<number> =>
    (await t.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  /** The whole company row, to prove that a refused request changed nothing. */
  const companyRow = async (id: string): Promise<unknown> =>
    (await t.pool.query('SELECT row_to_json(c) AS row FROM companies c WHERE id = $1', [id]))
      .rows[0]?.row;
  const messageOf = (body: { message: unknown }): string => JSON.stringify(body.message);

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    [superAuth, adminAuth, standardAuth] = await Promise.all([
      bearer('super'),
      bearer('admin'),
      bearer('standard'),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('POST /company', () => {
    it('creates the company with its settings defaults and answers the admin login e-mail', async () => {
      const answer = await t.http
        .post('/api/v1/company')
        .set(superAuth)
        .send({ company: { name: '  Acme Builders ', status: 'setup', contact_id: ' 100300 ' } })
        .expect(201);
      expect(answer.body).toEqual({
        company: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Acme Builders',
          status: 'setup',
          contact_id: '100300',
          config_settings: DEFAULT_CONFIG_SETTINGS,
          archive_length: -1,
          archive_duration: 'month',
          reference_label: DEFAULT_REFERENCE_LABEL,
          autofill_label: DEFAULT_AUTOFILL_LABEL,
          custom_style: null,
          created_at: expect.any(String),
        },
        admin_email: 'admin+acme-builders@job-intake.local',
      });
    });

    it('creates the Admin and Standard User roles, the workflow step and the generic admin in one go', async () => {
      const { body } = await t.http
        .post('/api/v1/company')
        .set(superAuth)
        .send({ company: { name: 'Blue Ridge Paving', status: 'beta' } })
        .expect(201);
      const companyId: string = body.company.id;
      expect(body.company.contact_id).toBeNull();

      const roles = await t.pool.query(
        `SELECT r.name, r.assign_workflow, array_agg(p.name ORDER BY p.name) AS permissions
           FROM roles r JOIN role_permissions rp ON rp.role_id = r.id
           JOIN permissions p ON p.id = rp.permission_id
          WHERE r.company_id = $1 GROUP BY r.id ORDER BY r.name`,
        [companyId],
      );
      expect(roles.rows).toEqual([
        {
          name: 'Admin',
          assign_workflow: false,
          permissions: [...COMPANY_ADMIN_PERMISSIONS].sort(),
        },
        {
          name: 'Standard User',
          assign_workflow: true,
          permissions: [...STANDARD_USER_PERMISSIONS].sort(),
        },
      ]);
      expect(roles.rows[0].permissions).not.toContain('super');

      const steps = await t.pool.query(
        `SELECT s.position, r.name AS role FROM workflow_steps s JOIN roles r ON r.id = s.role_id
          WHERE s.company_id = $1`,
        [companyId],
      );
      expect(steps.rows).toEqual([{ position: 1, role: 'Standard User' }]);

      const members = await t.pool.query(
        `SELECT u.name, u.email, r.name AS role FROM memberships m
           JOIN users u ON u.id = m.user_id JOIN roles r ON r.id = m.role_id
          WHERE m.company_id = $1`,
        [companyId],
      );
      expect(members.rows).toEqual([
        {
          name: 'Blue Ridge Paving Admin',
          email: 'admin+blue-ridge-paving@job-intake.local',
          role: 'Admin',
        },
      ]);
    });

    it('e-mails the generic admin a link to choose a password (no e-mail works as one), then lets them open only their company', async () => {
      const { body } = await t.http
        .post('/api/v1/company')
        .set(superAuth)
        .send({ company: { name: 'Cedar Electric', status: 'setup' } })
        .expect(201);
      for (const guess of [DEMO_LOGINS.super.email, body.admin_email]) {
        await t.http
          .post('/api/v1/auth/login')
          .send({ email: body.admin_email, password: guess })
          .expect(401);
      }
      const link = new URL(lastLink(smtp, body.admin_email, FIRST_PASSWORD_EMAIL_SUBJECT));
      const code = parseResetCode(link.searchParams.get('code') ?? '');
      const reset = (new_pass: string) =>
        t.http.post('/api/v1/auth/reset').send({
          email: code?.email,
          reset_code: code?.code,
          new_pass,
          confirm_pass: new_pass,
        });
      const refused = await reset(DEMO_LOGINS.super.email).expect(400);
      expect(refused.body.message).toBe('Your new password cannot be an e-mail address.');
      await reset('cedar-admin-pass').expect(200);
      const login = await t.http
        .post('/api/v1/auth/login')
        .send({ email: body.admin_email, password: 'cedar-admin-pass' })
        .expect(200);
      expect(login.body.user.memberships[0].company).toEqual({
        id: body.company.id,
        name: 'Cedar Electric',
      });
      const permissions = login.body.user.memberships[0].role.permissions.map(
        (p: { value: string }) => p.value,
      );
      expect(permissions.sort()).toEqual([...COMPANY_ADMIN_PERMISSIONS].sort());

      const auth = { Authorization: `Bearer ${login.body.token}` };
      const own = await t.http.get(`/api/v1/company/${body.company.id}`).set(auth).expect(200);
      expect(own.body.user_list).toEqual([
        expect.objectContaining({ email: body.admin_email, role: 'Admin' }),
      ]);
      await t.http.get(`/api/v1/company/${DEMO_COMPANY_ID}`).set(auth).expect(404);
      await t.http.get('/api/v1/companies').set(auth).expect(403);
      await t.http
        .post('/api/v1/auth/login')
        .send({ email: body.admin_email, password: 'wrong-password' })
        .expect(401);
    });

    it('numbers the admin e-mail when another company already has the same slug', async () => {
      const first = await t.http
        .post('/api/v1/company')
        .set(superAuth)
        .send({ company: { name: 'Delta Roofing', status: 'setup' } })
        .expect(201);
      const second = await t.http
        .post('/api/v1/company')
        .set(superAuth)
        .send({ company: { name: 'Delta   Roofing!', status: 'setup', contact_id: '' } })
        .expect(201);
      expect(first.body.admin_email).toBe('admin+delta-roofing@job-intake.local');
      expect(second.body.admin_email).toBe('admin+delta-roofing-2@job-intake.local');
      expect(second.body.company.contact_id).toBeNull();
    });

    it.each(COMPANY_STATUSES)('accepts the status %s', async (status) => {
      const answer = await t.http
        .post('/api/v1/company')
        .set(superAuth)
        .send({ company: { name: `Status ${status}`, status } })
        .expect(201);
      expect(answer.body.company.status).toBe(status);
    });

    it.each([
      ['company should not be empty', {}],
      ['company must be an object', { company: 'Acme' }],
      ['company.name should not be empty', { company: { status: 'setup' } }],
      ['company.name should not be empty', { company: { name: '   ', status: 'setup' } }],
      ['company.name must be a string', { company: { name: 42, status: 'setup' } }],
      [
        'company.name must be at most 255 characters',
        { company: { name: 'x'.repeat(256), status: 'setup' } },
      ],
      ['company.status must be one of: demo, setup, beta', { company: { name: 'Acme' } }],
      ['company.status must be one of', { company: { name: 'Acme', status: 'open' } }],
      [
        'company.contact_id must contain only digits',
        { company: { name: 'Acme', status: 'setup', contact_id: 'abc' } },
      ],
      [
        'company.contact_id must be a string of digits',
        { company: { name: 'Acme', status: 'setup', contact_id: 100300 } },
      ],
      [
        'company.contact_id must be at most 20 digits',
        { company: { name: 'Acme', status: 'setup', contact_id: '1'.repeat(21) } },
      ],
      [
        'company.property owner should not exist',
        { company: { name: 'Acme', status: 'setup', owner: 'me' } },
      ],
      [
        'property admin should not exist',
        { company: { name: 'Acme', status: 'setup' }, admin: true },
      ],
    ])('answers 400 "%s" and creates nothing', async (message, payload) => {
      const before = await Promise.all(['companies', 'roles', 'users'].map(count));
      const answer = await t.http.post('/api/v1/company').set(superAuth).send(payload).expect(400);
      expect(messageOf(answer.body)).toContain(message);
      expect(await Promise.all(['companies', 'roles', 'users'].map(count))).toEqual(before);
    });

    it('creates nothing at all when a late step of the creation fails', async () => {
      const tables = ['companies', 'roles', 'role_permissions', 'workflow_steps', 'users'];
      const before = await Promise.all(tables.map(count));
      const failure = jest
        .spyOn(UserWriter.prototype, 'addMembership')
        .mockRejectedValueOnce(new Error('the disk is full'));
      try {
        await t.http
          .post('/api/v1/company')
          .set(superAuth)
          .send({ company: { name: 'Echo Glass', status: 'setup' } })
          .expect(500);
      } finally {
        failure.mockRestore();
      }
      expect(await Promise.all(tables.map(count))).toEqual(before);
      const names = await t.pool.query("SELECT 1 FROM companies WHERE name = 'Echo Glass'");
      expect(names.rowCount).toBe(0);
    });

    it('is for super admins only (403) and needs a sign-in (401)', async () => {
      const payload = { company: { name: 'Foxtrot Steel', status: 'setup' } };
      const before = await count('companies');
      for (const auth of [adminAuth, standardAuth]) {
        await t.http.post('/api/v1/company').set(auth).send(payload).expect(403);
      }
      await t.http.post('/api/v1/company').send(payload).expect(401);
      expect(await count('companies')).toBe(before);
    });
  });

  describe('GET /companies', () => {
    it('lists every company by name with its number of users, for super admins', async () => {
      const { body } = await t.http.get('/api/v1/companies').set(superAuth).expect(200);
      const names: string[] = body.companies.map((c: { name: string }) => c.name);
      expect(names).toEqual(
        [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
      expect(body.companies).toEqual(
        expect.arrayContaining([
          {
            id: DEMO_COMPANY_ID,
            name: 'Demo Construction Co.',
            status: 'demo',
            contact_id: '100200',
            created_at: expect.any(String),
            user_count: 4,
          },
          expect.objectContaining({ id: PROVIDER_COMPANY_ID, user_count: 1 }),
        ]),
      );
      expect(body.companies).toHaveLength(await count('companies'));
    });

    it('counts the generic admin of a new company', async () => {
      const { body } = await t.http
        .post('/api/v1/company')
        .set(superAuth)
        .send({ company: { name: 'Golf Concrete', status: 'setup' } })
        .expect(201);
      const list = await t.http.get('/api/v1/companies').set(superAuth).expect(200);
      expect(list.body.companies).toContainEqual(
        expect.objectContaining({ id: body.company.id, name: 'Golf Concrete', user_count: 1 }),
      );
    });

    it('refuses everyone but super admins (403) and anonymous callers (401)', async () => {
      await t.http.get('/api/v1/companies').set(adminAuth).expect(403);
      await t.http.get('/api/v1/companies').set(standardAuth).expect(403);
      await t.http.get('/api/v1/companies').expect(401);
    });
  });

  describe('GET /company/:id', () => {
    it("answers the admin's own company with its settings and users", async () => {
      const { body } = await t.http
        .get(`/api/v1/company/${DEMO_COMPANY_ID}`)
        .set(adminAuth)
        .expect(200);
      expect(body).toMatchObject({
        id: DEMO_COMPANY_ID,
        name: 'Demo Construction Co.',
        status: 'demo',
        contact_id: '100200',
        config_settings: DEFAULT_CONFIG_SETTINGS,
        archive_length: -1,
        archive_duration: 'month',
        reference_label: DEFAULT_REFERENCE_LABEL,
        autofill_label: DEFAULT_AUTOFILL_LABEL,
        custom_style: null,
      });
      expect(body.user_list).toEqual([
        {
          id: expect.any(String),
          name: DEMO_LOGINS.admin.name,
          email: DEMO_LOGINS.admin.email,
          role: 'Admin',
        },
        {
          id: expect.any(String),
          name: DEMO_LOGINS.auditor.name,
          email: DEMO_LOGINS.auditor.email,
          role: 'Auditor',
        },
        {
          id: expect.any(String),
          name: DEMO_LOGINS.reviewer.name,
          email: DEMO_LOGINS.reviewer.email,
          role: 'Reviewer',
        },
        {
          id: expect.any(String),
          name: DEMO_LOGINS.standard.name,
          email: DEMO_LOGINS.standard.email,
          role: 'Standard User',
        },
      ]);
    });

    it('answers any company to a super admin', async () => {
      const demo = await t.http
        .get(`/api/v1/company/${DEMO_COMPANY_ID}`)
        .set(superAuth)
        .expect(200);
      expect(demo.body.user_list).toHaveLength(4);
      await t.http.get(`/api/v1/company/${PROVIDER_COMPANY_ID}`).set(superAuth).expect(200);
      await t.http.get(`/api/v1/company/${MISSING_ID}`).set(superAuth).expect(404);
    });

    it('answers another company like a missing one (404) to a company admin', async () => {
      const other = await t.http
        .get(`/api/v1/company/${PROVIDER_COMPANY_ID}`)
        .set(adminAuth)
        .expect(404);
      const missing = await t.http.get(`/api/v1/company/${MISSING_ID}`).set(adminAuth).expect(404);
      expect(other.body).toEqual(missing.body);
      expect(other.body.message).toBe('Company not found');
    });

    it('refuses a user without the company permission (403), a bad id (400) and no sign-in (401)', async () => {
      await t.http.get(`/api/v1/company/${DEMO_COMPANY_ID}`).set(standardAuth).expect(403);
      await t.http.get('/api/v1/company/not-a-uuid').set(adminAuth).expect(400);
      await t.http.get(`/api/v1/company/${DEMO_COMPANY_ID}`).expect(401);
    });
  });

  describe('PATCH /company/:id', () => {
    let companyId: string;
    beforeAll(async () => {
      const { body } = await t.http
        .post('/api/v1/company')
        .set(superAuth)
        .send({ company: { name: 'Hotel Drywall', status: 'setup' } })
        .expect(201);
      companyId = body.company.id;
    });

    it('saves every setting and answers the saved company', async () => {
      const changes = {
        name: '  Demo Construction Company ',
        contact_id: '100201',
        config_settings: {
          subject: 'Job [job_name] needs you',
          body: 'Hello [customer_name], please fill in [link_address]',
          from: 'office@demo-construction.com',
          send_reminders: true,
          first_reminder: 0,
          between_reminders: 3,
          request_expires: 30,
          warn_sender: 5,
        },
        archive_length: 6,
        archive_duration: 'week',
        reference_label: 'PO Number',
        autofill_label: 'Customer Lookup',
        custom_style: '.navbar { background: #123456; }',
      };
      const saved = await t.http
        .patch(`/api/v1/company/${DEMO_COMPANY_ID}`)
        .set(adminAuth)
        .send(changes)
        .expect(200);
      const expected = { ...changes, name: 'Demo Construction Company', status: 'demo' };
      expect(saved.body).toMatchObject(expected);
      expect(saved.body.user_list).toHaveLength(4);
      const read = await t.http
        .get(`/api/v1/company/${DEMO_COMPANY_ID}`)
        .set(adminAuth)
        .expect(200);
      expect(read.body).toEqual(saved.body);
    });

    it('changes only the fields sent and merges config_settings', async () => {
      const before = (await t.http.get(`/api/v1/company/${companyId}`).set(superAuth)).body;
      const saved = await t.http
        .patch(`/api/v1/company/${companyId}`)
        .set(superAuth)
        .send({ config_settings: { warn_sender: 10 }, archive_length: -1 })
        .expect(200);
      expect(saved.body).toEqual({
        ...before,
        config_settings: { ...before.config_settings, warn_sender: 10 },
      });
    });

    it('clears the contact id and the custom style when they are sent blank', async () => {
      await t.http
        .patch(`/api/v1/company/${companyId}`)
        .set(superAuth)
        .send({ contact_id: '100400', custom_style: 'body { color: red; }' })
        .expect(200);
      const cleared = await t.http
        .patch(`/api/v1/company/${companyId}`)
        .set(superAuth)
        .send({ contact_id: '  ', custom_style: '' })
        .expect(200);
      expect(cleared.body).toMatchObject({ contact_id: null, custom_style: null });
      const nulls = await t.http
        .patch(`/api/v1/company/${companyId}`)
        .set(superAuth)
        .send({ contact_id: null, custom_style: null })
        .expect(200);
      expect(nulls.body).toMatchObject({ contact_id: null, custom_style: null });
    });

    it('lets a super admin change the status of any company', async () => {
      const saved = await t.http
        .patch(`/api/v1/company/${companyId}`)
        .set(superAuth)
        .send({ status: 'active', name: 'Hotel Drywall LLC' })
        .expect(200);
      expect(saved.body).toMatchObject({ status: 'active', name: 'Hotel Drywall LLC' });
    });

    it('refuses a status change by a company admin (403) but accepts the unchanged status', async () => {
      const before = await companyRow(DEMO_COMPANY_ID);
      const refused = await t.http
        .patch(`/api/v1/company/${DEMO_COMPANY_ID}`)
        .set(adminAuth)
        .send({ status: 'active', name: 'Renamed' })
        .expect(403);
      expect(refused.body.message).toBe('Only a super admin can change the company status.');
      expect(await companyRow(DEMO_COMPANY_ID)).toEqual(before);

      const same = await t.http
        .patch(`/api/v1/company/${DEMO_COMPANY_ID}`)
        .set(adminAuth)
        .send({ status: 'demo', archive_length: 3 })
        .expect(200);
      expect(same.body).toMatchObject({ status: 'demo', archive_length: 3 });
    });

    it.each([
      ['name should not be empty', { name: '' }],
      ['name should not be empty', { name: '   ' }],
      ['name should not be empty', { name: null }],
      ['name must be a string', { name: 7 }],
      ['name must be at most 255 characters', { name: 'x'.repeat(256) }],
      [
        'status must be one of: demo, setup, beta, active, inactive, hold, closed',
        { status: 'open' },
      ],
      ['status must be one of', { status: null }],
      ['contact_id must contain only digits', { contact_id: 'C-100' }],
      ['contact_id must be a string of digits', { contact_id: 100 }],
      ['archive_duration must be one of: day, week, month', { archive_duration: 'year' }],
      ['archive_length must be -1 (never archive) or more', { archive_length: -2 }],
      ['archive_length must be a whole number (-1 = never archive)', { archive_length: 1.5 }],
      ['archive_length must be a whole number', { archive_length: '6' }],
      ['archive_length must be a whole number', { archive_length: null }],
      ['archive_length must be at most 9999', { archive_length: 10000 }],
      ['reference_label should not be empty', { reference_label: '  ' }],
      ['reference_label must be at most 100 characters', { reference_label: 'x'.repeat(101) }],
      ['autofill_label should not be empty', { autofill_label: '' }],
      ['autofill_label should not be empty', { autofill_label: null }],
      ['custom_style must be a string', { custom_style: 12 }],
      ['config_settings must be an object', { config_settings: null }],
      ['config_settings must be an object', { config_settings: 'reminders' }],
      [
        'config_settings.first_reminder must be 0 or more',
        { config_settings: { first_reminder: -1 } },
      ],
      [
        'config_settings.first_reminder must be a whole number of days',
        { config_settings: { first_reminder: 'soon' } },
      ],
      [
        'config_settings.between_reminders must be a whole number of days',
        { config_settings: { between_reminders: 2.5 } },
      ],
      [
        'config_settings.request_expires must be at most 3650 days',
        { config_settings: { request_expires: 4000 } },
      ],
      [
        'config_settings.warn_sender must be a whole number of days',
        { config_settings: { warn_sender: null } },
      ],
      [
        'config_settings.send_reminders must be true or false',
        { config_settings: { send_reminders: 'yes' } },
      ],
      [
        'config_settings.from must be a valid e-mail address',
        { config_settings: { from: 'office at demo' } },
      ],
      ['config_settings.from should not be empty', { config_settings: { from: '' } }],
      ['config_settings.subject should not be empty', { config_settings: { subject: ' ' } }],
      [
        'config_settings.subject must be at most 200 characters',
        { config_settings: { subject: 's'.repeat(201) } },
      ],
      ['config_settings.body should not be empty', { config_settings: { body: '' } }],
      ['config_settings.property cc should not exist', { config_settings: { cc: 'boss@x.com' } }],
      ['property owner should not exist', { owner: 'me' }],
      ['property id should not exist', { id: '00000000-0000-4000-8000-000000000009' }],
    ])('answers 400 "%s" and changes nothing', async (message, payload) => {
      const before = await companyRow(DEMO_COMPANY_ID);
      const answer = await t.http
        .patch(`/api/v1/company/${DEMO_COMPANY_ID}`)
        .set(adminAuth)
        .send(payload)
        .expect(400);
      expect(messageOf(answer.body)).toContain(message);
      expect(await companyRow(DEMO_COMPANY_ID)).toEqual(before);
    });

    it('answers another company like a missing one (404) to a company admin, changing nothing', async () => {
      const before = await companyRow(companyId);
      await t.http
        .patch(`/api/v1/company/${companyId}`)
        .set(adminAuth)
        .send({ name: 'Taken over' })
        .expect(404);
      await t.http
        .patch(`/api/v1/company/${MISSING_ID}`)
        .set(adminAuth)
        .send({ name: 'Ghost' })
        .expect(404);
      await t.http
        .patch(`/api/v1/company/${MISSING_ID}`)
        .set(superAuth)
        .send({ name: 'Ghost' })
        .expect(404);
      expect(await companyRow(companyId)).toEqual(before);
    });

    it('refuses a user without the company permission (403) and no sign-in (401)', async () => {
      const before = await companyRow(DEMO_COMPANY_ID);
      await t.http
        .patch(`/api/v1/company/${DEMO_COMPANY_ID}`)
        .set(standardAuth)
        .send({ name: 'Mine now' })
        .expect(403);
      await t.http
        .patch(`/api/v1/company/${DEMO_COMPANY_ID}`)
        .send({ name: 'Anonymous' })
        .expect(401);
      expect(await companyRow(DEMO_COMPANY_ID)).toEqual(before);
    });
  });
});
