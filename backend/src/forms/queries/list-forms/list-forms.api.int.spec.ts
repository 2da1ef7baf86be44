import { DEFAULT_FORM_CONFIG, type FormSummaryDto } from '@job-intake/contracts/forms/forms-api';
import { DEMO_COMPANY_ID } from '../../../seed/demo-seed';
import { expectBadPagingRefused, readAllPages } from '../../../testing/paged-list-checks';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createOtherCompany } from '../../../users/testing/other-company';
import { DEMO_FORM_ID } from '../../seed/demo-form';

type Auth = { Authorization: string };

const SEEDED = 240;
const API = '/api/v1';

describe('GET /forms paged, sorted and searched', () => {
  let t: TestApp;
  let admin: Auth;
  let standard: Auth;
  let forms: number;
  let offered: number;

  const get = async (query: string, auth = admin) =>
    (await t.http.get(`${API}/forms?${query}`).set(auth).expect(200)).body;
  const rows = (body: unknown) => (body as { forms: FormSummaryDto[] }).forms;
  const count = async (where: string, companyId = DEMO_COMPANY_ID) =>
    (
      await t.pool.query(
        `SELECT count(*)::int AS n FROM forms WHERE company_id = $1 AND deleted_at IS NULL ${where}`,
        [companyId],
      )
    ).rows[0].n as number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    // Paging form 001…240: every other one active, every third one mapped, every 40th deleted.
    const seed = (companyId: string) =>
      t.pool.query(
        `INSERT INTO forms (id, company_id, name, status, mapped, config, created_at, deleted_at)
         SELECT gen_random_uuid(), $1, 'Paging form ' || lpad(i::text, 3, '0'),
                CASE WHEN i % 2 = 0 THEN 'active' ELSE 'pending' END, i % 3 = 0, $2,
                timestamptz '2020-01-01' + i * interval '1 hour',
                CASE WHEN i % 40 = 0 THEN now() END
           FROM generate_series(1, $3::int) AS i`,
        [companyId, JSON.stringify(DEFAULT_FORM_CONFIG), SEEDED],
      );
    await seed(DEMO_COMPANY_ID);
    await seed((await createOtherCompany(t)).companyId);
    forms = await count('');
    offered = await count(`AND status = 'active' AND mapped`);
  });
  afterAll(() => t.close());

  it('answers the first page of 100 by name, each form with its variants', async () => {
    const body = await get('');
    expect(body).toMatchObject({ total: forms, page: 1, size: 100, sort: 'name', dir: 'asc' });
    expect(rows(body)).toHaveLength(100);
    const demo = rows(body).find((form) => form.id === DEMO_FORM_ID);
    expect(demo?.form_variant.length).toBeGreaterThan(0);
    expect(rows(body)[1]).toMatchObject({ name: 'Paging form 001', status: 'pending' });
    expect(rows(body)[1]?.form_variant).toEqual([expect.objectContaining({ is_default: true })]);
  });

  it('pages through every sort without gap or overlap, and clamps a page past the last', async () => {
    for (const sort of ['name&dir=desc', 'status', 'mapped&dir=desc', 'created']) {
      const all = rows(await get(`size=1000&sort=${sort}`));
      expect(all).toHaveLength(forms);
      const paged = await readAllPages(t, `${API}/forms?sort=${sort}`, admin, rows);
      expect(paged.map((form) => form.id)).toEqual(all.map((form) => form.id));
    }
    const last = await get('page=50&sort=created&dir=desc');
    expect(last).toMatchObject({ page: 3, total: forms });
    const dates = rows(last).map((form) => form.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows users without the forms permission only the offered forms, paged', async () => {
    const body = await get('size=500', standard);
    expect(body.total).toBe(offered);
    expect(rows(body).every((form) => form.status === 'active' && form.mapped)).toBe(true);
  });

  it("finds forms by a part of the name, and never another company's", async () => {
    const body = await get('q=FORM 13');
    expect(body.total).toBe(10);
    expect(rows(body).map((form) => form.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Paging form 13${i}`),
    );
    expect((await get('q=paging&size=1000')).total).toBe(forms - 1);
    expect((await get('q=form_1')).total).toBe(0);
  });

  it('answers every offered form at once with ?offered=true, and no paging beside it', async () => {
    const all: FormSummaryDto[] = (
      await t.http.get(`${API}/forms?offered=true`).set(admin).expect(200)
    ).body;
    expect(all).toHaveLength(offered);
    const answer = await t.http.get(`${API}/forms?offered=true&page=2`).set(admin).expect(400);
    expect(JSON.stringify(answer.body.message)).toContain('do not apply');
  });

  it('refuses bad paging and search parameters with a 400 naming them', async () => {
    await expectBadPagingRefused(t, `${API}/forms`, admin);
  });
});
