import { expectBadPagingRefused, readAllPages } from '../../testing/paged-list-checks';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Auth = { Authorization: string };
interface Row {
  id: string;
  name: string;
  status: string;
  created_at: string;
  user_count: number;
}

const SEEDED = 150;

describe('GET /companies paged, sorted and searched', () => {
  let t: TestApp;
  let superAdmin: Auth;
  let companies: number;

  const get = async (query: string) =>
    (await t.http.get(`/api/v1/companies?${query}`).set(superAdmin).expect(200)).body;
  const rows = (body: unknown) => (body as { companies: Row[] }).companies;

  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
    // Paging Co 001…150, a day apart, alternately active and on hold.
    await t.pool.query(
      `INSERT INTO companies (id, name, status, created_at)
       SELECT gen_random_uuid(), 'Paging Co ' || lpad(i::text, 3, '0'),
              CASE WHEN i % 2 = 0 THEN 'active' ELSE 'hold' END,
              timestamptz '2020-01-01' + i * interval '1 day'
         FROM generate_series(1, $1::int) AS i`,
      [SEEDED],
    );
    companies = (await t.pool.query('SELECT count(*)::int AS n FROM companies')).rows[0].n;
  });
  afterAll(() => t.close());

  it('answers the first page of 100 by name with the total and the paging applied', async () => {
    const body = await get('');
    expect(body).toMatchObject({ total: companies, page: 1, size: 100, sort: 'name', dir: 'asc' });
    expect(rows(body)).toHaveLength(100);
    const names = rows(body).map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('pages through every sort without gap or overlap, and clamps a page past the last', async () => {
    for (const sort of ['name', 'status&dir=desc', 'created', 'users&dir=desc']) {
      const all = rows(await get(`size=1000&sort=${sort}`));
      expect(all).toHaveLength(companies);
      const paged = await readAllPages(t, `/api/v1/companies?sort=${sort}`, superAdmin, rows);
      expect(paged.map((row) => row.id)).toEqual(all.map((row) => row.id));
    }
    const last = await get('page=7');
    expect(last).toMatchObject({ page: 2, total: companies });
    expect(rows(last)).toHaveLength(companies - 100);
  });

  it('sorts by creation newest first and by number of users', async () => {
    const newest = rows(await get('sort=created&dir=desc')).map((row) => row.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
    const byUsers = rows(await get('sort=users&dir=desc')).map((row) => row.user_count);
    expect(byUsers).toEqual([...byUsers].sort((a, b) => b - a));
    expect(byUsers[0]).toBeGreaterThan(0);
  });

  it('finds companies by a part of the name, any case', async () => {
    const body = await get('q=paging CO 14&sort=name&dir=desc');
    expect(body.total).toBe(10);
    expect(rows(body).map((row) => row.name)[0]).toBe('Paging Co 149');
    expect((await get('q=demo construction')).companies).toEqual([
      expect.objectContaining({ name: 'Demo Construction Co.', user_count: 4 }),
    ]);
    expect((await get('q=%25')).total).toBe(0);
  });

  it('refuses bad paging and search parameters with a 400 naming them', async () => {
    await expectBadPagingRefused(t, '/api/v1/companies', superAdmin);
  });
});
