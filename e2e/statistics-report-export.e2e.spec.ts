// Issue 16's "Done means": a super admin's Statistics tab and admin report (its xlsx parsed back
// with exceljs), a data_export user's CSV (parsed back with csv-parse, a '=' name neutralised),
// and a user without either permission who sees neither tab and is refused by the API.
import { type APIRequestContext, type Download, expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DATA_EXPORT_PATH } from '@job-intake/contracts/export/data-export-api';
import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import type { CompanyRoleDto } from '@job-intake/contracts/identity/users-api';
import { JOB_STATUS_LABELS } from '@job-intake/contracts/jobs/job-status';
import { bearer, DEMO_FORM_ID, guestShot } from './guest-helpers';
import { signIn } from './sign-in';

const COUNT_COLUMNS = {
  [JOB_STATUS_LABELS.open]: 'Open',
  [JOB_STATUS_LABELS.pending]: 'Pending',
  [JOB_STATUS_LABELS.submitted]: 'Submitted',
  [JOB_STATUS_LABELS.archived]: 'Archived',
  Created: 'Created in range',
  Users: 'Users',
  Forms: 'Forms',
} as const;

interface CompanyRef {
  id: string;
  name: string;
}

/** The demo company, from the admin's own session. */
async function demoCompany(request: APIRequestContext): Promise<CompanyRef> {
  const auth = await bearer(request, 'admin');
  const me = await (await request.get('/api/v1/auth/me', { headers: auth })).json();
  return (me as { memberships: { company: CompanyRef }[] }).memberships[0]!.company;
}

async function savedText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

/** The report table as the page shows it: one record per company, header text to cell text. */
async function reportOnScreen(page: Page): Promise<Record<string, string>[]> {
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  // allInnerTexts does not wait: read the headers only once the report's rows are there.
  await expect(rows.first()).toBeVisible();
  // A sortable header's text ends with its arrow.
  // Rendered text only: the labels that a phone's card shows are hidden at this width.
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) =>
    text.replace(/[▲▼]/g, '').trim(),
  );
  const lines: Record<string, string>[] = [];
  for (const row of await rows.all()) {
    const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
    lines.push(Object.fromEntries(headers.map((header, index) => [header, cells[index]!])));
  }
  return lines;
}

/** The xlsx's first sheet: one record per line, by the header row, with exceljs' typed values. */
async function reportInWorkbook(path: string): Promise<Record<string, ExcelJS.CellValue>[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
  const lines: Record<string, ExcelJS.CellValue>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    lines.push(Object.fromEntries(headers.map((header, index) => [header, values[index] ?? null])));
  });
  return lines;
}

test('a super admin reads the statistics charts and downloads the report with the same numbers', async ({
  page,
  request,
}) => {
  const { id: companyId, name: companyName } = await demoCompany(request);
  const created = await request.post('/api/v1/job', {
    headers: await bearer(request, 'admin'),
    data: { form_id: DEMO_FORM_ID, name: 'Counted in the statistics' },
  });
  expect(created.status()).toBe(201);
  let onScreen: Record<string, string>[] = [];
  let download: Download;
  await signIn(page, 'super');
  await page.goto(`/admin/company/${companyId}?tab=statistics`);
  const jobs = page.getByRole('region', { name: 'Jobs', exact: true });
  await expect(jobs.getByRole('application')).toBeVisible();
  await guestShot(page, 'statistics-charts');
  await jobs.getByRole('switch', { name: 'Show as table' }).check();
  const numbers = jobs.getByRole('table', { name: 'Jobs by period' });
  await expect(numbers.getByRole('row', { name: /^Total/ })).toBeVisible();

  // The report's default statuses are beta and active: the demo company is one for a moment.
  const superAuth = await bearer(request, 'super');
  const setStatus = async (status: string) =>
    expect(
      (
        await request.patch(`/api/v1/company/${companyId}`, {
          // No kept-alive socket: the server may close an idle one just as the next call reuses it.
          headers: { ...superAuth, Connection: 'close' },
          data: { status },
        })
      ).status(),
    ).toBe(200);
  await setStatus('active');
  try {
    await page.goto('/admin/report');
    for (const status of ['Beta', 'Active'])
      await expect(page.getByRole('checkbox', { name: status, exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Run Report' }).click();
    onScreen = await reportOnScreen(page);
    await guestShot(page, 'admin-report');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download xlsx' }).click();
    download = await downloading;
  } finally {
    await setStatus('demo');
  }
  expect(download.suggestedFilename()).toContain(new Date().toISOString().slice(0, 10));
  const inFile = await reportInWorkbook(await download.path());
  expect(onScreen.map((line) => line.Company)).toContain(companyName);

  expect(inFile.map((line) => line.Company)).toEqual(
    expect.arrayContaining(onScreen.map((line) => line.Company)),
  );
  expect(inFile).toHaveLength(onScreen.length);
  for (const shown of onScreen) {
    const line = inFile.find((candidate) => candidate.Company === shown.Company)!;
    for (const [screen, file] of Object.entries(COUNT_COLUMNS)) {
      expect(line[file]).toBe(Number(shown[screen]!.replace(/,/g, '')));
    }
    const lastActivity = line['Last activity (UTC)'];
    if (shown['Last activity'] === '—') expect(lastActivity).toBeNull();
    else {
      expect(lastActivity).toBeInstanceOf(Date);
      expect(formatDate((lastActivity as Date).toISOString())).toBe(shown['Last activity']);
    }
  }
});

test('a data_export user downloads a CSV that parses back to the jobs, a formula neutralised', async ({
  page,
  request,
}) => {
  const auth = await bearer(request, 'admin');
  const mark = randomUUID().slice(0, 8);
  const wanted = [
    { name: `=HYPERLINK("http://x.test","${mark}")`, reference_no: `R-${mark}` },
    { name: `Export ${mark}`, reference_no: `+${mark}`, total_contract_amt: '1234.50' },
  ];
  const ids: string[] = [];
  for (const settings of wanted) {
    const created = await request.post('/api/v1/job', {
      headers: auth,
      data: { form_id: DEMO_FORM_ID, ...settings },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }

  await signIn(page, 'admin');
  await page.goto(`/company/${(await demoCompany(request)).id}?tab=data-export`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toContain(new Date().toISOString().slice(0, 10));
  const rows = parse(await savedText(download), { columns: true }) as Record<string, string>[];

  for (const [index, id] of ids.entries()) {
    const job = await (await request.get(`/api/v1/job/${id}`, { headers: auth })).json();
    const row = rows.find((candidate) => candidate['Job ID'] === id);
    expect(row).toMatchObject({
      Status: 'open',
      Created: new Date(job.created_at).toISOString(),
      Name: index === 0 ? `'${wanted[0]!.name}` : wanted[1]!.name,
      'Reference #': index === 0 ? wanted[0]!.reference_no : `'${wanted[1]!.reference_no}`,
      'Total contract amount': job.total_contract_amt ?? '',
    });
  }
});

test('a user without super and data_export sees neither tab and is refused by the API', async ({
  page,
  request,
}) => {
  const companyId = (await demoCompany(request)).id;
  // The standard user's role gets the company page for this test, so the page shows its tabs.
  await withStandardRolePermissions(request, ['company'], async () => {
    await signIn(page, 'standard');
    await page.goto(`/company/${companyId}?tab=data-export`);
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Data Export' })).toHaveCount(0);

    const auth = await bearer(request, 'standard');
    const token = auth.Authorization!.replace('Bearer ', '');
    const exported = await request.post(DATA_EXPORT_PATH, {
      form: { token, 'statuses[]': 'open', created_from: '2020-01-01', created_to: '2030-12-31' },
    });
    expect(exported.status()).toBe(403);
    const stats = await request.post('/api/v1/report/stats', {
      headers: auth,
      data: {
        company_id: companyId,
        start_date: '2026-01-01',
        end_date: '2026-01-31',
        period: 'day',
      },
    });
    expect(stats.status()).toBe(403);
  });
});

/** Runs `check` while the demo Standard User role also holds `extra`, then puts the role back. */
async function withStandardRolePermissions(
  request: APIRequestContext,
  extra: readonly PermissionName[],
  check: () => Promise<void>,
): Promise<void> {
  const admin = await bearer(request, 'admin');
  const roles = (await (
    await request.get('/api/v1/roles', { headers: admin })
  ).json()) as CompanyRoleDto[];
  const role = roles.find((candidate) => candidate.name === 'Standard User')!;
  const save = async (permissions: readonly string[]) => {
    const saved = await request.post(`/api/v1/roles/${role.id}`, {
      headers: admin,
      data: { name: role.name, assign_workflow: role.assign_workflow, permissions },
    });
    expect(saved.status()).toBe(200);
  };
  const own = role.permissions.map((permission) => permission.name);
  await save([...own, ...extra]);
  try {
    await check();
  } finally {
    await save(own);
  }
}
