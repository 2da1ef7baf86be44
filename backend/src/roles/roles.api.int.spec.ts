import { PERMISSIONS } from '@job-intake/contracts/identity/permissions';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany, type OtherCompany } from '../users/testing/other-company';

describe('permissions and roles API', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let standard: { Authorization: string };
  let superAdmin: { Authorization: string };
  let other: OtherCompany;
  const roleCount = async () =>
    (await t.pool.query('SELECT count(*)::int AS n FROM roles')).rows[0].n as number;
  const demoRoleId = async (name: string) =>
    (
      await t.pool.query('SELECT id FROM roles WHERE company_id = $1 AND name = $2', [
        DEMO_COMPANY_ID,
        name,
      ])
    ).rows[0].id as string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
    other = await createOtherCompany(t);
  });
  afterAll(() => t.close());

  describe('GET /permissions', () => {
    it('lists the catalogue with id, name, type and description, page permissions first', async () => {
      const { body } = await t.http.get('/api/v1/permissions').set(admin).expect(200);
      expect(body).toHaveLength(PERMISSIONS.length);
      expect(body[0]).toEqual({
        id: expect.any(Number),
        name: 'company',
        type: 'page',
        description: expect.any(String),
      });
      const types = body.map((p: { type: string }) => p.type);
      expect(types).toEqual([...types].sort((a, b) => (a === b ? 0 : a === 'page' ? -1 : 1)));
    });

    it('needs the users permission (403) and a sign-in (401)', async () => {
      await t.http.get('/api/v1/permissions').set(standard).expect(403);
      await t.http.get('/api/v1/permissions').expect(401);
    });
  });

  describe('GET /roles', () => {
    it("lists this company's roles by name with permissions and user counts", async () => {
      const { body } = await t.http.get('/api/v1/roles').set(admin).expect(200);
      expect(body.map((role: { name: string }) => role.name)).toEqual([
        'Admin',
        'Auditor',
        'Reviewer',
        'Standard User',
      ]);
      const standardRole = body.find((role: { name: string }) => role.name === 'Standard User');
      expect(standardRole).toEqual({
        id: expect.any(String),
        name: 'Standard User',
        assign_workflow: true,
        user_count: 1,
        permissions: [
          expect.objectContaining({ name: 'projects', type: 'action' }),
          expect.objectContaining({ name: 'project_history', type: 'action' }),
        ],
      });
      expect(JSON.stringify(body)).not.toContain(other.adminRoleId);
    });

    it('needs the users permission (403) and a sign-in (401)', async () => {
      await t.http.get('/api/v1/roles').set(standard).expect(403);
      await t.http.get('/api/v1/roles').expect(401);
    });

    it("lets a super admin read another company's roles with company_id, nobody else", async () => {
      const { body } = await t.http
        .get(`/api/v1/roles?company_id=${other.companyId}`)
        .set(superAdmin)
        .expect(200);
      expect(body.map((role: { id: string }) => role.id).sort()).toEqual(
        [other.adminRoleId, other.standardRoleId].sort(),
      );
      const refused = await t.http
        .get(`/api/v1/roles?company_id=${other.companyId}`)
        .set(admin)
        .expect(403);
      expect(refused.body.message).toBe(
        "Only super admins can manage another company's users, roles and workflow.",
      );
      await t.http
        .get('/api/v1/roles?company_id=3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f')
        .set(superAdmin)
        .expect(404);
      const bad = await t.http.get('/api/v1/roles?company_id=nope').set(superAdmin).expect(400);
      expect(bad.body.message).toContain('company_id must be a company id (UUID)');
    });
  });

  describe('POST /roles', () => {
    it('creates a role from permission names and ids, with a trimmed name', async () => {
      const { body: permissions } = await t.http.get('/api/v1/permissions').set(admin);
      const formsId = permissions.find((p: { name: string }) => p.name === 'forms').id;
      const created = await t.http
        .post('/api/v1/roles')
        .set(admin)
        .send({ name: '  Estimator ', assign_workflow: true, permissions: ['projects', formsId] })
        .expect(201);
      expect(created.body).toMatchObject({
        name: 'Estimator',
        assign_workflow: true,
        user_count: 0,
      });
      expect(created.body.permissions.map((p: { name: string }) => p.name).sort()).toEqual([
        'forms',
        'projects',
      ]);
      const { body } = await t.http.get('/api/v1/roles').set(admin);
      expect(body.map((role: { name: string }) => role.name)).toContain('Estimator');
    });

    it.each([
      [{ assign_workflow: false, permissions: ['projects'] }, 'name should not be empty'],
      [
        { name: '   ', assign_workflow: false, permissions: ['projects'] },
        'name should not be empty',
      ],
      [
        { name: 'x'.repeat(101), assign_workflow: false, permissions: ['projects'] },
        'name must be at most 100 characters',
      ],
      [
        { name: 'No perms', assign_workflow: false, permissions: [] },
        'permissions must name at least one permission',
      ],
      [
        { name: 'No perms', assign_workflow: false },
        'permissions must be a list of permission ids or names',
      ],
      [
        { name: 'Bad perm', assign_workflow: false, permissions: [{}] },
        'each of permissions must be a permission id (number) or name',
      ],
      [
        { name: 'Flag', assign_workflow: 'yes', permissions: ['projects'] },
        'assign_workflow must be true or false',
      ],
      [
        { name: 'Extra', assign_workflow: false, permissions: ['projects'], admin: true },
        'property admin should not exist',
      ],
      [
        { name: 'Unknown', assign_workflow: false, permissions: ['projects', 'fly'] },
        "permissions: unknown permission 'fly'",
      ],
      [
        { name: 'Unknown id', assign_workflow: false, permissions: [9999] },
        "permissions: unknown permission '9999'",
      ],
    ])('refuses %j with 400 naming the field, and stores nothing', async (payload, message) => {
      const before = await roleCount();
      const answer = await t.http.post('/api/v1/roles').set(admin).send(payload).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
      expect(await roleCount()).toBe(before);
    });

    it('refuses a second role with the same name, whatever the case (409)', async () => {
      const answer = await t.http
        .post('/api/v1/roles')
        .set(admin)
        .send({ name: 'admin', assign_workflow: false, permissions: ['projects'] })
        .expect(409);
      expect(answer.body.message).toBe("A role named 'admin' already exists.");
    });

    it('lets only super admins give the super permission', async () => {
      const before = await roleCount();
      const answer = await t.http
        .post('/api/v1/roles')
        .set(admin)
        .send({ name: 'Sneaky', assign_workflow: false, permissions: ['super'] })
        .expect(403);
      expect(answer.body.message).toBe('Only super admins can give the super permission.');
      expect(await roleCount()).toBe(before);
    });

    it('needs the users and workflows permissions (403) and a sign-in (401)', async () => {
      const payload = { name: 'Nope', assign_workflow: false, permissions: ['projects'] };
      await t.http.post('/api/v1/roles').set(standard).send(payload).expect(403);
      await t.http.post('/api/v1/roles').send(payload).expect(401);
    });

    it('lets a super admin add a role to another company through company_id', async () => {
      const created = await t.http
        .post(`/api/v1/roles?company_id=${other.companyId}`)
        .set(superAdmin)
        .send({ name: 'Field Crew', assign_workflow: true, permissions: ['projects'] })
        .expect(201);
      const { rows } = await t.pool.query('SELECT company_id FROM roles WHERE id = $1', [
        created.body.id,
      ]);
      expect(rows[0].company_id).toBe(other.companyId);
      await t.http
        .post(`/api/v1/roles?company_id=${other.companyId}`)
        .set(admin)
        .send({ name: 'Field Crew 2', assign_workflow: true, permissions: ['projects'] })
        .expect(403);
    });
  });

  describe('POST /roles/{id}', () => {
    it('edits name, flag and permissions', async () => {
      const created = await t.http
        .post('/api/v1/roles')
        .set(admin)
        .send({ name: 'Clerk', assign_workflow: false, permissions: ['projects'] })
        .expect(201);
      const edited = await t.http
        .post(`/api/v1/roles/${created.body.id}`)
        .set(admin)
        .send({
          name: 'Senior Clerk',
          assign_workflow: true,
          permissions: ['project_history', 'forms'],
        })
        .expect(200);
      expect(edited.body).toMatchObject({
        id: created.body.id,
        name: 'Senior Clerk',
        assign_workflow: true,
      });
      expect(edited.body.permissions.map((p: { name: string }) => p.name).sort()).toEqual([
        'forms',
        'project_history',
      ]);
      // Keeping its own name is not a clash.
      await t.http
        .post(`/api/v1/roles/${created.body.id}`)
        .set(admin)
        .send({ name: 'senior clerk', assign_workflow: true, permissions: ['forms'] })
        .expect(200);
    });

    it("answers 404 for another company's role and for an unknown one, and changes nothing", async () => {
      const payload = { name: 'Taken Over', assign_workflow: false, permissions: ['projects'] };
      const answer = await t.http
        .post(`/api/v1/roles/${other.adminRoleId}`)
        .set(admin)
        .send(payload)
        .expect(404);
      expect(answer.body.message).toBe('Role not found');
      await t.http
        .post('/api/v1/roles/3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f')
        .set(admin)
        .send(payload)
        .expect(404);
      const { rows } = await t.pool.query('SELECT name FROM roles WHERE id = $1', [
        other.adminRoleId,
      ]);
      expect(rows[0].name).toBe('Admin');
      await t.http.post('/api/v1/roles/not-a-uuid').set(admin).send(payload).expect(400);
    });

    it('refuses to switch off Assignable to Workflow while a step uses the role', async () => {
      const answer = await t.http
        .post(`/api/v1/roles/${await demoRoleId('Reviewer')}`)
        .set(admin)
        .send({ name: 'Reviewer', assign_workflow: false, permissions: ['projects'] })
        .expect(409);
      expect(answer.body.message).toMatch(/^The role 'Reviewer' is used by workflow step 2\./);
    });

    it('refuses to take users or workflows away from your own role', async () => {
      const answer = await t.http
        .post(`/api/v1/roles/${await demoRoleId('Admin')}`)
        .set(admin)
        .send({ name: 'Admin', assign_workflow: false, permissions: ['users', 'company'] })
        .expect(409);
      expect(answer.body.message).toMatch(
        /can't remove the workflows permission from your own role/,
      );
      const { body } = await t.http.get('/api/v1/roles').set(admin);
      const adminRole = body.find((role: { name: string }) => role.name === 'Admin');
      expect(adminRole.permissions.map((p: { name: string }) => p.name)).toContain('workflows');
    });

    it('needs the workflows permission (403)', async () => {
      await t.http
        .post(`/api/v1/roles/${await demoRoleId('Standard User')}`)
        .set(standard)
        .send({ name: 'Standard User', assign_workflow: true, permissions: ['projects', 'users'] })
        .expect(403);
    });
  });
});
