import { ONLY_STEP_MESSAGE } from '@job-intake/contracts/identity/users-api';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany, type OtherCompany } from '../users/testing/other-company';

interface Step {
  id: string;
  position: number;
  role: { id: string; name: string; assign_workflow: boolean };
}

describe('workflow steps API', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let standard: { Authorization: string };
  let superAdmin: { Authorization: string };
  let other: OtherCompany;

  const steps = async (): Promise<Step[]> =>
    (await t.http.get('/api/v1/workflows').set(admin).expect(200)).body;
  const stepRows = async (companyId = DEMO_COMPANY_ID) =>
    (
      await t.pool.query(
        'SELECT id, role_id, position FROM workflow_steps WHERE company_id = $1 ORDER BY position',
        [companyId],
      )
    ).rows;
  const newRole = async (name: string, assign_workflow = true): Promise<string> =>
    (
      await t.http
        .post('/api/v1/roles')
        .set(admin)
        .send({ name, assign_workflow, permissions: ['projects'] })
        .expect(201)
    ).body.id;

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
    other = await createOtherCompany(t);
  });
  afterAll(() => t.close());

  it('lists the steps in order with their roles', async () => {
    expect(await steps()).toEqual([
      {
        id: expect.any(String),
        position: 1,
        role: expect.objectContaining({ name: 'Standard User', assign_workflow: true }),
      },
      {
        id: expect.any(String),
        position: 2,
        role: expect.objectContaining({ name: 'Reviewer', assign_workflow: true }),
      },
    ]);
  });

  it('needs the users permission to read (403) and a sign-in (401)', async () => {
    await t.http.get('/api/v1/workflows').set(standard).expect(403);
    await t.http.get('/api/v1/workflows').expect(401);
  });

  it('adds a step at the end for an assignable role', async () => {
    const roleId = await newRole('Approver');
    const added = await t.http
      .post('/api/v1/workflows')
      .set(admin)
      .send({ role_id: roleId })
      .expect(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      position: 3,
      role: { id: roleId, name: 'Approver', assign_workflow: true },
    });
    expect((await steps()).map((step) => step.role.name)).toEqual([
      'Standard User',
      'Reviewer',
      'Approver',
    ]);
  });

  it.each([
    [{}, 'role_id is required: choose a role'],
    [{ role_id: '' }, 'role_id is required: choose a role'],
    [{ role_id: 'reviewer' }, 'role_id must be a role id (UUID)'],
    [
      { role_id: '3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f', extra: 1 },
      'property extra should not exist',
    ],
  ])('refuses %j with 400 and adds nothing', async (payload, message) => {
    const before = await stepRows();
    const answer = await t.http.post('/api/v1/workflows').set(admin).send(payload).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
    expect(await stepRows()).toEqual(before);
  });

  it('refuses a role that is not assignable (400) or already has a step (409)', async () => {
    const before = await stepRows();
    const closed = await newRole('Office Only', false);
    const notAssignable = await t.http
      .post('/api/v1/workflows')
      .set(admin)
      .send({ role_id: closed })
      .expect(400);
    expect(notAssignable.body.message).toBe(
      "role_id: the role 'Office Only' can't be given a workflow step; switch on Assignable to Workflow for it first.",
    );
    const reviewerId = before[1].role_id;
    const twice = await t.http
      .post('/api/v1/workflows')
      .set(admin)
      .send({ role_id: reviewerId })
      .expect(409);
    expect(twice.body.message).toBe("The role 'Reviewer' already has workflow step 2.");
    expect(await stepRows()).toEqual(before);
  });

  it("answers 404 for another company's role, and leaves both workflows alone", async () => {
    const before = await stepRows();
    const answer = await t.http
      .post('/api/v1/workflows')
      .set(admin)
      .send({ role_id: other.standardRoleId })
      .expect(404);
    expect(answer.body.message).toBe('Role not found');
    expect(await stepRows()).toEqual(before);
  });

  it('gives a step another role (POST /workflows/{id})', async () => {
    const roleId = await newRole('Checker');
    const [first] = await steps();
    const changed = await t.http
      .post(`/api/v1/workflows/${first!.id}`)
      .set(admin)
      .send({ role_id: roleId })
      .expect(200);
    expect(changed.body).toMatchObject({
      id: first!.id,
      position: 1,
      role: { id: roleId, name: 'Checker' },
    });
    // Back as it was; giving a step the role it has is fine.
    await t.http
      .post(`/api/v1/workflows/${first!.id}`)
      .set(admin)
      .send({ role_id: first!.role.id })
      .expect(200);
    await t.http
      .post(`/api/v1/workflows/${first!.id}`)
      .set(admin)
      .send({ role_id: first!.role.id })
      .expect(200);
  });

  it("answers 404 when editing another company's step, and 400 without a role", async () => {
    const [first] = await steps();
    await t.http
      .post(`/api/v1/workflows/${other.stepId}`)
      .set(admin)
      .send({ role_id: first!.role.id })
      .expect(404);
    expect((await stepRows(other.companyId))[0].role_id).toBe(other.standardRoleId);
    await t.http.post(`/api/v1/workflows/${first!.id}`).set(admin).send({}).expect(400);
  });

  it('needs the workflows permission to change steps (403) and a sign-in (401)', async () => {
    const [first] = await steps();
    await t.http
      .post('/api/v1/workflows')
      .set(standard)
      .send({ role_id: first!.role.id })
      .expect(403);
    await t.http
      .post(`/api/v1/workflows/${first!.id}`)
      .set(standard)
      .send({ role_id: first!.role.id })
      .expect(403);
    await t.http
      .delete(`/api/v1/workflow/${first!.id}/${first!.role.id}`)
      .set(standard)
      .expect(403);
    await t.http.delete(`/api/v1/workflow/${first!.id}/${first!.role.id}`).expect(401);
  });

  it('deletes a step and renumbers the ones after it', async () => {
    const before = await steps();
    expect(before.map((step) => step.position)).toEqual([1, 2, 3]);
    const reviewer = before[1]!;
    const answer = await t.http
      .delete(`/api/v1/workflow/${reviewer.id}/${reviewer.role.id}`)
      .set(admin)
      .expect(200);
    expect(answer.body.map((step: Step) => [step.position, step.role.name])).toEqual([
      [1, 'Standard User'],
      [2, 'Approver'],
    ]);
    expect((await stepRows()).map((row) => row.position)).toEqual([1, 2]);
  });

  it("answers 404 when the role does not match the step, or the step is another company's", async () => {
    const [first, second] = await steps();
    await t.http.delete(`/api/v1/workflow/${first!.id}/${second!.role.id}`).set(admin).expect(404);
    await t.http
      .delete(`/api/v1/workflow/${other.stepId}/${other.standardRoleId}`)
      .set(admin)
      .expect(404);
    expect(await stepRows(other.companyId)).toHaveLength(1);
    await t.http.delete(`/api/v1/workflow/nope/${first!.role.id}`).set(admin).expect(400);
  });

  it("refuses to delete the only step: 'Sorry, you can't delete the only step.'", async () => {
    const [, last] = await steps();
    await t.http.delete(`/api/v1/workflow/${last!.id}/${last!.role.id}`).set(admin).expect(200);
    const [only] = await steps();
    const answer = await t.http
      .delete(`/api/v1/workflow/${only!.id}/${only!.role.id}`)
      .set(admin)
      .expect(409);
    expect(answer.body.message).toBe(ONLY_STEP_MESSAGE);
    expect(await stepRows()).toHaveLength(1);
  });

  it("lets a super admin manage another company's workflow through company_id", async () => {
    const list = await t.http
      .get(`/api/v1/workflows?company_id=${other.companyId}`)
      .set(superAdmin)
      .expect(200);
    expect(list.body.map((step: Step) => step.id)).toEqual([other.stepId]);
    const answer = await t.http
      .delete(
        `/api/v1/workflow/${other.stepId}/${other.standardRoleId}?company_id=${other.companyId}`,
      )
      .set(superAdmin)
      .expect(409);
    expect(answer.body.message).toBe(ONLY_STEP_MESSAGE);
    await t.http.get(`/api/v1/workflows?company_id=${other.companyId}`).set(admin).expect(403);
  });
  it('never deletes both of the last two steps when two deletes race', async () => {
    const scope = `?company_id=${other.companyId}`;
    const role = await t.http
      .post(`/api/v1/roles${scope}`)
      .set(superAdmin)
      .send({ name: 'Racer', assign_workflow: true, permissions: ['projects'] })
      .expect(201);
    await t.http
      .post(`/api/v1/workflows${scope}`)
      .set(superAdmin)
      .send({ role_id: role.body.id })
      .expect(201);
    const list: Step[] = (await t.http.get(`/api/v1/workflows${scope}`).set(superAdmin)).body;
    expect(list).toHaveLength(2);
    const answers = await Promise.all(
      list.map((step) =>
        t.http.delete(`/api/v1/workflow/${step.id}/${step.role.id}${scope}`).set(superAdmin),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stepRows(other.companyId)).toEqual([expect.objectContaining({ position: 1 })]);
  });
});
