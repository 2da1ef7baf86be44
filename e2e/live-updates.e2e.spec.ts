// Live job page (issue 12): a staff user keeps a job open while someone else changes it through
// the API; the change shows within a couple of seconds, without a reload, over the real
// server-sent event stream (compression, CSP and the bearer token included).
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { bearer, createDemoJob, markDocument, shareSections, stillMarked } from './guest-helpers';
import { RESULTS } from './paths';
import { signIn } from './sign-in';

const SCREENSHOTS = join(RESULTS, 'screenshots');

test("a job page open in the browser shows another user's note without a reload", async ({
  page,
  request,
}) => {
  const auth = await bearer(request, 'standard');
  const { id } = await createDemoJob(request, `E2E Live ${Date.now()}`);

  await signIn(page, 'reviewer');
  const stream = page.waitForResponse((answer) => answer.url().endsWith(`/job/${id}/live`));
  await page.goto(`/job/${id}?tab=notes`);
  await expect(page.getByRole('tab', { name: 'Notes (0)' })).toBeVisible();
  expect((await stream).status()).toBe(200);
  await markDocument(page);

  const note = 'Added while the page was open';
  const added = await request.post('/api/v1/note', {
    headers: auth,
    data: { job_id: id, description: note },
  });
  expect(added.status()).toBe(201);

  await expect(page.getByRole('tab', { name: 'Notes (1)' })).toBeVisible({ timeout: 2000 });
  await expect(page.getByText(note)).toBeVisible();
  expect(await stillMarked(page)).toBe(true);
  await page.screenshot({ path: join(SCREENSHOTS, 'live-updates-note-arrived.png') });
});

test("a guest's save on a share link shows on the open job form, and unsaved typing stays", async ({
  page,
  request,
}) => {
  const job = await createDemoJob(request, `E2E Guest Live ${Date.now()}`);
  const { id } = job;
  const { uuid } = await shareSections(request, job, ['Customer'], 'For the customer');

  await signIn(page, 'reviewer');
  await page.goto(`/job/${id}?tab=data`);
  const form = page.getByRole('form', { name: 'Job form' });
  const description = form.getByLabel(/Project Description/);
  await description.fill('Typed by staff, not saved');
  await markDocument(page);

  const saved = await request.post(`/api/v1/link/${uuid}/results`, {
    data: { answers: { [job.field('Customer Email')]: 'buyer@example.com' } },
  });
  expect(saved.status()).toBe(200);

  await expect(form.getByLabel(/Customer Email/)).toHaveValue('buyer@example.com', {
    timeout: 2000,
  });
  await expect(description).toHaveValue('Typed by staff, not saved');
  expect(await stillMarked(page)).toBe(true);
  await form.getByLabel(/Customer Email/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, 'live-updates-guest-save.png') });
});
