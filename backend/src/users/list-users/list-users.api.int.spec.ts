import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import { expectBadPagingRefused, readAllPages } from '../../testing/paged-list-checks';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createOtherCompany, type OtherCompany } from '../testing/other-company';

type Auth = { Authorization: string };
interface Row {
  id: string;
  membership_id: string;
  name: string;
  email: string;
  cnt_id: string | null;
  has_api_key: boolean;
}

const SEEDED = 250;
/** The demo company's four members (admin, standard user, reviewer, auditor) and the seeded ones. */
const MEMBERS = SEEDED + 4;

describe('GET /users paged, sorted and searched', () => {
  let t: TestApp;
  let admin: Auth;
  let superAdmin: Auth;
  let other: OtherCompany;

  const get = async (query: string, auth = admin) =>
    (await t.http.get(`/api/v1/users?${query}`).set(auth).expect(200)).body;
  const users = (body: unknown) => (body as { users: Row[] }).users;

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
    other = await createOtherCompany(t);
    // Pager 001…250: every third without a CNT ID, every other one with an API key.
    await t.pool.query(
      `WITH seeded AS (
         INSERT INTO users (id, name, email, password_hash, cnt_id, api_key)
         SELECT gen_random_uuid(), 'Pager ' || lpad(i::text, 3, '0'),
                'pager-' || lpad(i::text, 3, '0') || '@paging.example', 'x',
                CASE WHEN i % 3 = 0 THEN NULL ELSE (900000 + i)::text END,
                CASE WHEN i % 2 = 0 THEN 'key-' || i END
           FROM generate_series(1, $2::int) AS i
         RETURNING id)
       INSERT INTO memberships (id, user_id, company_id, role_id)
       SELECT gen_random_uuid(), seeded.id, $1,
              (SELECT id FROM roles WHERE company_id = $1 AND name = 'Standard User')
         FROM seeded`,
      [DEMO_COMPANY_ID, SEEDED],
    );
  });
  afterAll(() => t.close());

  it('answers the first page of 100 by name with the total and the paging applied', async () => {
    const body = await get('');
    expect(body).toMatchObject({ total: MEMBERS, page: 1, size: 100, sort: 'name', dir: 'asc' });
    expect(users(body)).toHaveLength(100);
    expect(
      users(body)
        .slice(0, 4)
        .map((row) => row.name),
    ).toEqual(['Alice Admin', 'Audrey Auditor', 'Pager 001', 'Pager 002']);
    expect(body.invitations).toEqual([]);
  });

  it('pages through the whole order without gap or overlap, also where the sort key ties', async () => {
    for (const sort of ['name', 'api_key&dir=desc', 'role']) {
      const all = users(await get(`size=1000&sort=${sort}`));
      expect(all).toHaveLength(MEMBERS);
      const paged = await readAllPages(t, `/api/v1/users?sort=${sort}`, admin, users);
      expect(paged.map((row) => row.membership_id)).toEqual(all.map((row) => row.membership_id));
    }
    const second = users(await get('page=2'));
    const all = users(await get('size=500'));
    expect(second).toEqual(all.slice(100, 200));
  });

  it('answers the last page for a page past it', async () => {
    const body = await get('page=99');
    expect(body).toMatchObject({ page: 3, total: MEMBERS });
    expect(users(body)).toHaveLength(MEMBERS - 200);
  });

  it('sorts by e-mail descending and keeps users without a CNT ID last both ways', async () => {
    const byEmail = users(await get('sort=email&dir=desc')).map((row) => row.email);
    expect(byEmail[0]).toBe('user@demo.job-intake.local');
    expect(byEmail[2]).toBe('pager-250@paging.example');
    for (const dir of ['asc', 'desc']) {
      const cntIds = users(await get(`size=500&sort=cnt_id&dir=${dir}`)).map((row) => row.cnt_id);
      const firstNull = cntIds.indexOf(null);
      expect(cntIds.slice(firstNull).every((cntId) => cntId === null)).toBe(true);
      const numbers = cntIds.slice(0, firstNull);
      const sorted = [...numbers].sort();
      expect(numbers).toEqual(dir === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('finds users by a part of the name or e-mail, any case, and pages the matches', async () => {
    const byName = await get('q=pAGeR 12');
    expect(byName.total).toBe(10);
    expect(users(byName).map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Pager 12${i}`),
    );
    expect(users(await get('q=pager&page=3'))).toHaveLength(SEEDED - 200);
    const byEmail = await get('q=demo.job-intake&sort=email');
    expect(users(byEmail).map((row) => row.name)).toEqual([
      'Alice Admin',
      'Audrey Auditor',
      'Rita Reviewer',
      'Stan Standard',
    ]);
    expect((await get('q=100%25')).total).toBe(0);
    expect((await get('q=pager_0')).total).toBe(0);
  });

  it("never shows another company's users, also not to a search for them", async () => {
    const body = await get('q=olga&size=1000');
    expect(body.total).toBe(0);
    const all = JSON.stringify(await get('size=1000'));
    expect(all).not.toContain(other.adminId);
    expect(all).not.toContain(other.memberId);
    const theirs = await get(`company_id=${other.companyId}&q=o`, superAdmin);
    expect(theirs.total).toBe(2);
  });

  it('refuses bad paging and search parameters with a 400 naming them', async () => {
    await expectBadPagingRefused(t, '/api/v1/users', admin);
  });
});
