// Issue 30 item 6: the demo auditor (a role holding only `audit`) opens a job, reads its answers
// and History, finds no control that changes it, and downloads the company's data export.
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { bearer, createDemoJob } from './guest-helpers';
import { signIn } from './sign-in';

/** The demo auditor (backend/src/seed/demo-seed.ts): a role holding only `audit`. */
const AUDITOR = {
  name: 'Audrey Auditor',
  email: 'auditor@demo.job-intake.local',
  password: 'demo-auditor-pass',
};

const EDIT_CONTROLS =
  /Save Changes|Finalize|Archive Job|Delete Job|Re-open Job|Create Job|Add Note|Send/;

test('an auditor reads a job and its History, changes nothing and downloads the export', async ({
  page,
  request,
}) => {
  // Four screens and a download: more than one default test's time on a loaded machine.
  test.slow();
  const name = `Audited ${randomUUID().slice(0, 8)}`;
  const job = await createDemoJob(request, name);
  const saved = await request.post(`/api/v1/job/${job.id}/results`, {
    headers: await bearer(request, 'standard'),
    data: { id: job.id, answers: { [job.field('Project Description')]: 'Answer under audit' } },
  });
  expect(saved.status()).toBe(200);

  await signIn(page, AUDITOR);
  await expect(page.getByRole('button', { name: /Create Job/ })).toHaveCount(0);
  await page.goto(`/job/${job.id}`);
  // The job page's chunk loads first: on a loaded machine that takes more than the default wait.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Answer under audit')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Settings/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Share' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: EDIT_CONTROLS })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.getByRole('tab', { name: 'History' }).click();
  const viewed = page.getByRole('row').filter({ hasText: AUDITOR.name });
  await expect(viewed.filter({ hasText: 'Viewed the job' }).first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Company' })
    .click();
  await page.getByRole('tab', { name: 'Data Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const rows = parse(await readFile(await (await downloading).path(), 'utf8'), {
    columns: true,
  }) as Record<string, string>[];
  expect(rows.map((row) => row['Job ID'])).toContain(job.id);
});
