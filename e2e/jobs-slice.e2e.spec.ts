// The first vertical slice: a standard user signs in, creates a job from the jobs list, renames it
// on the job page, and finds it under its new name in the open jobs list.
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { RESULTS } from './paths';
import { signIn } from './sign-in';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test('a user creates a job, renames it and finds it in the open jobs list', async ({ page }) => {
  const name = `E2E job ${Date.now()}`;
  const renamed = `${name} renamed`;

  await test.step('sign in as the demo standard user', async () => {
    await signIn(page, 'standard');
  });

  await test.step('create the job from the jobs list', async () => {
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Create Job' }).click();
    const modal = page.getByRole('dialog');
    // By accessible name: the visible label may carry a required-field marker ("Name *").
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await modal.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/job/${UUID}(?:[/?#]|$)`));
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  });

  await test.step('rename it on the job page', async () => {
    await page.getByRole('button', { name: 'Edit name', exact: true }).click();
    // The editor's field is named "Name" or "Job name" (in a modal or inline).
    await page.getByRole('textbox', { name: /^(job )?name$/i }).fill(renamed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page.getByText(renamed, { exact: true }).first()).toBeVisible();
  });

  await test.step('find it under its new name in the open jobs list', async () => {
    await page.goto('/jobs/open');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
    await expect(table.getByText(name, { exact: true })).toHaveCount(0);

    await page.screenshot({
      path: join(RESULTS, 'screenshots', 'jobs-list.png'),
      fullPage: true,
    });
  });
});
