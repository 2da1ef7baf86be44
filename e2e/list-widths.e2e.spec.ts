// Every list of the app fits a laptop's screen (issue 27): at 1366 and at 1280 px wide, each list
// as each demo user sees it (the job lists with a submitted, an archived and a reviewed job in
// them, the forms, users, companies and the company's services) shows all its
// columns without scrolling the page or the table sideways.
import { expect, type Page, test } from '@playwright/test';
import { bearer, createDemoJob } from './guest-helpers';
import { givenServiceTypes, PROVIDER_SETTINGS, pendingDemoJob } from './import-helpers';
import { type DemoUser, signIn } from './sign-in';

const WIDTHS = [1366, 1280] as const;
const JOB_LISTS = ['/jobs/open', '/jobs/review', '/jobs/submitted', '/jobs/archived'];

/** The lists each demo user reaches, by the links of their sidebar (the demo company's id given). */
const LISTS: Record<DemoUser, (company: string) => string[]> = {
  standard: () => [...JOB_LISTS, '/forms'],
  reviewer: () => [...JOB_LISTS, '/forms'],
  admin: (company) => [...JOB_LISTS, '/forms', '/users', `/company/${company}?tab=services`],
  super: (company) => ['/admin', `/forms?company=${company}`, `/admin/users/${company}`],
};

/** A job of each list, so that every list has rows and its widest values. */
test.beforeAll(async ({ request }) => {
  const reviewer = await bearer(request, 'reviewer');
  const submitted = await pendingDemoJob(request, 'Submitted to the provider for width', {
    ...PROVIDER_SETTINGS,
  });
  const sent = await request.post(`/api/v1/job/${submitted}/import`, {
    headers: reviewer,
    data: { id: submitted },
  });
  expect(sent.status()).toBeLessThan(300);
  await expect
    .poll(async () => {
      const job = await request.get(`/api/v1/job/${submitted}`, { headers: reviewer });
      return ((await job.json()) as { status: string }).status;
    })
    .toBe('submitted');
  await pendingDemoJob(request, 'Marked for review for width');
  const archived = await createDemoJob(request, 'Archived for width');
  const archive = await request.post(`/api/v1/job/${archived.id}/status`, {
    headers: await bearer(request, 'standard'),
    data: { id: archived.id, status: 'archived' },
  });
  expect(archive.status()).toBeLessThan(300);
  await givenServiceTypes(request, ['Notice :: Premium for width']);
});

/** The demo company, the admin's. */
async function demoCompany(page: Page): Promise<string> {
  const me = await page.request.get('/api/v1/auth/me', {
    headers: await bearer(page.request, 'admin'),
  });
  const { memberships } = (await me.json()) as { memberships: { company: { id: string } }[] };
  return memberships[0]!.company.id;
}

/** How far the page and each of its tables reach past their width, in pixels (0 when they fit). */
function overflow(page: Page): Promise<{ page: number; tables: number[] }> {
  return page.evaluate(() => {
    const past = (element: Element) => Math.max(0, element.scrollWidth - element.clientWidth);
    return {
      page: past(document.scrollingElement!),
      tables: Array.from(document.querySelectorAll('table'), (table) =>
        past(table.closest('.table-responsive') ?? table),
      ),
    };
  });
}

for (const who of Object.keys(LISTS) as DemoUser[]) {
  test(`the lists of the ${who} user fit 1366 and 1280 px without scrolling sideways`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, who);
    for (const path of LISTS[who](await demoCompany(page))) {
      await page.goto(path);
      await expect(page.getByRole('table').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const { page: pagePast, tables } = await overflow(page);
        expect({ page: pagePast, tables }, `${path} at ${width} px`).toEqual({
          page: 0,
          tables: tables.map(() => 0),
        });
      }
    }
  });
}
