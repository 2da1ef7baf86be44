import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import type { CustomerListResponse } from '@job-intake/contracts/job-form/customers-api';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createOtherCompany } from '../users/testing/other-company';

type Auth = { Authorization: string };
const API = '/api/v1';

const PRESET = {
  contact_role: 4,
  company: '  Northcoast Plumbing  ',
  name: 'Ray Ortiz',
  phone: '440-555-0101',
  address: '12 Pearl Rd',
  city: 'Parma',
  state: 'OH',
  zip: '44129',
  county: 'Cuyahoga',
  email: 'ray@northcoast.example',
};

describe('customers API (POST /customer, PATCH and DELETE /customer/{id})', () => {
  let t: TestApp;
  let admin: Auth;
  let standard: Auth;

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
  });
  afterAll(() => t.close());

  const create = async (body: object = PRESET, auth: Auth = admin): Promise<CustomerPresetDto> =>
    (await t.http.post(`${API}/customer`).set(auth).send(body).expect(201)).body;
  const search = async (q: string): Promise<CustomerPresetDto[]> =>
    (
      (await t.http.get(`${API}/customers?q=${q}`).set(standard).expect(200))
        .body as CustomerListResponse
    ).customers;

  it('creates a preset (trimmed, the role name as role_desc, blanks empty) that the auto-fill finds', async () => {
    const created = await create();
    expect(created).toEqual({
      ...PRESET,
      id: expect.any(Number),
      company: 'Northcoast Plumbing',
      role_desc: 'Subcontractor',
      address_2: '',
    });
    expect(await search('northcoast')).toEqual([created]);
  });

  it('replaces a preset with PATCH and removes it with DELETE', async () => {
    const { id } = await create({ contact_role: 1, name: 'Owner To Edit' });
    const patched = await t.http
      .patch(`${API}/customer/${id}`)
      .set(admin)
      .send({ contact_role: 3, role_desc: 'Prime GC', company: 'Edited GC' })
      .expect(200);
    expect(patched.body).toMatchObject({ id, contact_role: 3, role_desc: 'Prime GC', name: '' });
    await t.http.delete(`${API}/customer/${id}`).set(admin).expect(204);
    await t.http.delete(`${API}/customer/${id}`).set(admin).expect(404);
    expect(await search(String(id))).toEqual([]);
  });

  it.each([
    ['no role', { company: 'X' }, 'contact_role is required'],
    ['role 2', { ...PRESET, contact_role: 2 }, 'contact_role must be one of: 1 (Owner), 3'],
    ['role as text', { ...PRESET, contact_role: 'Owner' }, 'contact_role must be one of'],
    ['no company or name', { contact_role: 1, city: 'Parma' }, 'company or name is required'],
    ['a bad e-mail', { ...PRESET, email: 'ray@' }, 'email must be an e-mail address'],
    ['a number as a text', { ...PRESET, zip: 44129 }, 'zip must be a text'],
    ['null', { ...PRESET, phone: null }, 'phone must be a text'],
    ['a huge text', { ...PRESET, name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
    ['a NUL byte', { ...PRESET, city: 'Par\u0000ma' }, 'city must not contain control characters'],
    ['an unknown field', { ...PRESET, company_id: 'x' }, 'company_id is not a field of a customer'],
  ])('refuses %s with a 400 naming the field', async (_what, body, message) => {
    const answer = await t.http.post(`${API}/customer`).set(admin).send(body).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain(message);
  });

  it('refuses a JSON body that is not an object', async () => {
    const answer = await t.http
      .post(`${API}/customer`)
      .set(admin)
      .set('Content-Type', 'application/json')
      .send('[1]')
      .expect(400);
    expect(JSON.stringify(answer.body.message)).toContain('the body must be a JSON object');
  });

  it('refuses a path id that is not a customer number (400)', async () => {
    await t.http.patch(`${API}/customer/abc`).set(admin).send(PRESET).expect(400);
    await t.http.delete(`${API}/customer/99999999999`).set(admin).expect(400);
    await t.http.delete(`${API}/customer/999999999`).set(admin).expect(404);
  });

  it('answers 404 for another company’s preset and changes nothing', async () => {
    const other = await createOtherCompany(t, 'Presets');
    const theirs = await create(
      { contact_role: 1, company: 'Their Owner' },
      { Authorization: `Bearer ${await t.login(other.adminLogin)}` },
    );
    await t.http.patch(`${API}/customer/${theirs.id}`).set(admin).send(PRESET).expect(404);
    await t.http.delete(`${API}/customer/${theirs.id}`).set(admin).expect(404);
    const { rows } = await t.pool.query('SELECT company FROM customers WHERE id = $1', [theirs.id]);
    expect(rows).toEqual([{ company: 'Their Owner' }]);
  });

  it('needs the company permission (403 for a standard user)', async () => {
    await t.http.post(`${API}/customer`).set(standard).send(PRESET).expect(403);
    await t.http.delete(`${API}/customer/1`).set(standard).expect(403);
    await t.http.post(`${API}/customer`).send(PRESET).expect(401);
  });
});
