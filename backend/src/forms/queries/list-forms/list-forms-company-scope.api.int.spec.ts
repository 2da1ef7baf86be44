import { randomUUID } from 'node:crypto';
import type { FormListResponse } from '@job-intake/contracts/forms/forms-api';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createOtherCompany } from '../../../users/testing/other-company';

const API = '/api/v1';

describe("GET /forms?company_id= (a super admin lists another company's forms)", () => {
  let t: TestApp;
  let otherId: string;
  const auth = async (who: 'super' | 'admin') => ({
    Authorization: `Bearer ${await t.login(who)}`,
  });

  beforeAll(async () => {
    t = await createTestApp();
    otherId = (await createOtherCompany(t)).companyId;
    await t.pool.query(
      `INSERT INTO forms (id, company_id, name, status, mapped, config)
       VALUES (gen_random_uuid(), $1, 'Other pending form', 'pending', false, '{}'),
              (gen_random_uuid(), $1, 'Other active form', 'active', true, '{}')`,
      [otherId],
    );
  });
  afterAll(() => t.close());

  it("answers that company's forms, all of them, to a super admin", async () => {
    const body: FormListResponse = (
      await t.http
        .get(`${API}/forms?company_id=${otherId}`)
        .set(await auth('super'))
        .expect(200)
    ).body;
    expect(body.forms.map((form) => form.name)).toEqual([
      'Other active form',
      'Other pending form',
    ]);
    expect(body.total).toBe(2);
  });

  it('refuses anyone else with a 403 naming the rule, an unknown company with 404', async () => {
    const admin = await auth('admin');
    const refused = await t.http.get(`${API}/forms?company_id=${otherId}`).set(admin).expect(403);
    expect(refused.body.message).toMatch(/Only super admins/);
    await t.http
      .get(`${API}/forms?company_id=${randomUUID()}`)
      .set(await auth('super'))
      .expect(404);
    const bad = await t.http.get(`${API}/forms?company_id=x`).set(admin).expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('company_id');
  });
});
