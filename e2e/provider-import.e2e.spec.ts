// Issue 14: a reviewer sends a finished job to the provider, exactly once. The app's own provider
// sandbox files the notice jobs; GET /__sandbox/imports tells how many exist per job.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { bearer } from './guest-helpers';
import {
  givenServiceTypes,
  noticeJobsOf,
  pendingDemoJob,
  PROVIDER_SETTINGS,
} from './import-helpers';
import { RESULTS } from './paths';
import { signIn } from './sign-in';

const SHOTS = join(RESULTS, 'e2e', 'screenshots');
const CONTACT_LOCATION_WARNING =
  'Set the Contact and Location values below, to avoid error during Import';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function openPanel(page: Page, jobId: string) {
  await page.goto(`/job/${jobId}`);
  return page.getByRole('region', { name: 'Send to the provider' });
}

async function reviewerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'reviewer');
  return page;
}

test('a reviewer checks, fixes, picks a service and sends a job once, even double-clicking', async ({
  page,
  request,
}) => {
  await givenServiceTypes(request, ['Notice :: Premium', 'Lien :: Direct']);
  const jobId = await pendingDemoJob(request, 'Import journey');
  await signIn(page, 'reviewer');
  const panel = await openPanel(page, jobId);

  const problems = panel.getByRole('list', { name: 'Problems to fix before sending' });
  await expect(problems).toContainText(CONTACT_LOCATION_WARNING);
  await expect(panel.getByRole('button', { name: 'Send to the provider' })).toBeDisabled();
  await shot(page, 'import-1-problems');

  // The link opens the Settings in edit mode at the Location select.
  await problems.getByRole('link', { name: 'Open the Settings' }).click();
  const settings = page.getByRole('region', { name: 'Client Information' });
  await expect(settings.getByRole('combobox', { name: 'Location' })).toBeFocused();
  await settings
    .getByRole('combobox', { name: 'Location' })
    .selectOption(PROVIDER_SETTINGS.selectedLocation);
  await settings
    .getByRole('combobox', { name: 'Contact' })
    .selectOption(PROVIDER_SETTINGS.selectedContact);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByRole('button', { name: 'Edit settings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Job Data' }).click();

  await expect(problems).toHaveCount(0);
  await panel.getByRole('combobox', { name: 'Service type' }).selectOption({
    label: 'Lien :: Direct',
  });
  await shot(page, 'import-2-ready');
  await panel.getByRole('button', { name: 'Send to the provider' }).click();
  const confirm = panel.getByRole('group', { name: 'Confirm sending' });
  await expect(confirm).toContainText('Lien :: Direct');
  await confirm.getByRole('button', { name: 'Send' }).dblclick();

  await expect(panel.getByRole('status')).toContainText('Sent to the provider. Direct No');
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await shot(page, 'import-3-sent');
  const filed = await noticeJobsOf(request, jobId);
  expect(filed).toHaveLength(1);
  await expect(panel.getByRole('status')).toContainText(filed[0]!.directNo);
});

test('two reviewers sending at once file one notice job, which both then see', async ({
  browser,
  request,
}) => {
  const jobId = await pendingDemoJob(request, 'Two reviewers', PROVIDER_SETTINGS);
  const pages = await Promise.all([reviewerPage(browser), reviewerPage(browser)]);
  const panels = await Promise.all(pages.map((page) => openPanel(page, jobId)));
  for (const panel of panels) {
    await panel.getByRole('button', { name: 'Send to the provider' }).click();
    await expect(panel.getByRole('group', { name: 'Confirm sending' })).toBeVisible();
  }
  await Promise.all(
    panels.map((panel) =>
      panel
        .getByRole('group', { name: 'Confirm sending' })
        .getByRole('button', { name: 'Send' })
        .click(),
    ),
  );
  const filed = await expect
    .poll(async () => (await noticeJobsOf(request, jobId)).length)
    .toBe(1)
    .then(() => noticeJobsOf(request, jobId));
  // Both see the one notice job: the refused send's page is brought to Submitted by the live page.
  for (const page of pages) {
    await expect(page.getByText(`Direct No ${filed[0]!.directNo}`).first()).toBeVisible();
  }
  const told = await Promise.all(
    panels.map((panel) => panel.getByText('Sent to the provider. Direct No').count()),
  );
  expect(told.reduce((sum, count) => sum + count, 0)).toBe(1);
  expect(await noticeJobsOf(request, jobId)).toHaveLength(1);
});

test('a standard user never sees the send and the API refuses them', async ({ page, request }) => {
  const jobId = await pendingDemoJob(request, 'Not for standard users', PROVIDER_SETTINGS);
  await signIn(page, 'standard');
  await page.goto(`/job/${jobId}`);
  await expect(page.getByRole('heading', { name: 'Not for standard users' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Send to the provider' })).toHaveCount(0);
  const refused = await request.post(`/api/v1/job/${jobId}/import`, {
    headers: await bearer(request, 'standard'),
    data: { id: jobId },
  });
  expect(refused.status()).toBe(403);
  expect(await noticeJobsOf(request, jobId)).toHaveLength(0);
});
