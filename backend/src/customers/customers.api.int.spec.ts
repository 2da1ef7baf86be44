import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import type { CustomerListResponse } from '@job-intake/contracts/job-form/customers-api';
import { RoleWriter } from '../roles/role.writer';
import { UserWriter } from '../users/user.writer';
import { DEMO_COMPANY_ID } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany } from '../users/testing/other-company';
import { Customer } from './customer.entity';

type Auth = { Authorization: string };
const API = '/api/v1';

describe('customers API (GET /customers: the Customers tab and the job form auto-fill)', () => {
  let t: TestApp;
  let standard: Auth;

  beforeAll(async () => {
    t = await createTestApp();
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
  });
  afterAll(() => t.close());

  const page = async (query = '', auth: Auth = standard): Promise<CustomerListResponse> =>
    (await t.http.get(`${API}/customers${query}`).set(auth).expect(200)).body;
  const list = async (query = '', auth: Auth = standard): Promise<CustomerPresetDto[]> =>
    (await page(query, auth)).customers;

  it('lists the company’s demo presets by company name, with every field of the entity', async () => {
    const customers = await list();
    expect(customers.map((customer) => customer.company)).toEqual([
      'Buckeye Drywall Supply',
      'Great Lakes Builders Group',
      'Lakeshore General Contractors',
      'Riverside Mall Holdings LLC',
      'Summit Electric Inc.',
    ]);
    expect(customers[2]).toEqual({
      id: expect.any(Number),
      contact_role: 3,
      role_desc: 'General Contractor',
      company: 'Lakeshore General Contractors',
      name: 'Dana Whitfield',
      phone: '216-555-0142',
      address: '1800 Lakeside Ave E',
      address_2: 'Suite 400',
      city: 'Cleveland',
      state: 'OH',
      zip: '44114',
      county: 'Cuyahoga',
      email: 'dana.whitfield@lakeshore-gc.example',
    });
  });

  it('answers a page at a time, sorted by the column asked for', async () => {
    expect(await page()).toMatchObject({
      total: 5,
      page: 1,
      size: 100,
      sort: 'company',
      dir: 'asc',
    });
    const byCity = await list('?sort=city&dir=desc');
    expect(byCity.map((c) => c.city)).toEqual([
      'Toledo',
      'Pittsburgh',
      'Columbus',
      'Cleveland',
      'Akron',
    ]);
    expect((await list('?sort=role')).map((c) => c.contact_role)).toEqual([1, 3, 3, 4, 5]);
    await t.http.get(`${API}/customers?sort=phone`).set(standard).expect(400);
    await t.http.get(`${API}/customers?size=7`).set(standard).expect(400);
  });

  it('finds a preset by its id (digits) or by every word of a search', async () => {
    const [first] = await list();
    expect((await list(`?q=${first!.id}`)).map((c) => c.id)).toEqual([first!.id]);
    expect((await list('?q=akron')).map((c) => c.company)).toEqual(['Summit Electric Inc.']);
    expect((await list('?q=oh%20general')).map((c) => c.company)).toEqual([
      'Lakeshore General Contractors',
    ]);
    expect(await list('?q=nowhere')).toEqual([]);
    expect(await list('?q=%25')).toEqual([]);
    expect(await list('?q=999999')).toEqual([]);
  });

  it('never shows another company’s presets', async () => {
    const other = await createOtherCompany(t, 'Customers');
    await t.app.get(DataSource).getRepository(Customer).save({
      company_id: other.companyId,
      contact_role: 1,
      role_desc: 'Owner',
      company: 'Hidden Owner Co',
      name: '',
      phone: '',
      address: '',
      address_2: '',
      city: '',
      state: '',
      zip: '',
      county: '',
      email: '',
    });
    const hidden = (await list('?q=hidden'))[0];
    expect(hidden).toBeUndefined();
    const otherAdmin = { Authorization: `Bearer ${await t.login(other.adminLogin)}` };
    const theirs = await list('', otherAdmin);
    expect(theirs.map((c) => c.company)).toEqual(['Hidden Owner Co']);
    expect(await list(`?q=${theirs[0]!.id}`)).toEqual([]);
  });

  it('refuses a search longer than 200 characters or an unknown parameter (400)', async () => {
    await t.http
      .get(`${API}/customers?q=${'x'.repeat(201)}`)
      .set(standard)
      .expect(400);
    await t.http.get(`${API}/customers?company=${DEMO_COMPANY_ID}`).set(standard).expect(400);
  });

  it('takes company_id from a super admin only (403 for anybody else)', async () => {
    const other = await createOtherCompany(t, 'Scoped');
    await t.http.get(`${API}/customers?company_id=${other.companyId}`).set(standard).expect(403);
    expect(await list(`?company_id=${DEMO_COMPANY_ID}`)).toHaveLength(5);
    const superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
    expect(await list(`?company_id=${DEMO_COMPANY_ID}`, superAdmin)).toHaveLength(5);
    expect(await list(`?company_id=${other.companyId}`, superAdmin)).toEqual([]);
  });

  it('needs a signed-in user (401) with the projects permission (403)', async () => {
    await t.http.get(`${API}/customers`).expect(401);
    const roles = t.app.get(RoleWriter, { strict: false });
    const users = t.app.get(UserWriter, { strict: false });
    const login = {
      email: `no-projects-${randomUUID().slice(0, 8)}@demo.example`,
      password: 'no-projects-pass',
    };
    await t.app.get(DataSource).transaction(async (db) => {
      const role = await roles.create(db, DEMO_COMPANY_ID, {
        name: `Users only ${randomUUID().slice(0, 4)}`,
        assign_workflow: false,
        permissions: ['users'],
      });
      const user = await users.create(db, { name: 'Una Users', ...login });
      await users.addMembership(db, user.id, DEMO_COMPANY_ID, role.id);
    });
    await t.http
      .get(`${API}/customers`)
      .set({ Authorization: `Bearer ${await t.login(login)}` })
      .expect(403);
  });
});
