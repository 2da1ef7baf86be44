// The guest pages offline (issue 32, decision 0052): a guest opens a share link or a public form
// once online; its service worker keeps the page and the form's definition, so with the network
// gone a reload, and the same address in a new tab, still show the form with its answers.
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { openGuest, test } from './guest-browser';
import { bearer, createDemoJob, shareSections, titled } from './guest-helpers';

const DESCRIPTION = 'Roof replacement, offline check';

// The worker's install (the guest page's files) and the cache checks come on top of the journey.
test.slow();

/** Waits until the service worker controls the page and its cache holds `apiPath`'s answer. */
async function waitUntilKeptOffline(page: Page, apiPath: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect
    .poll(() => page.evaluate(async (path) => !!(await caches.match(path)), apiPath))
    .toBe(true);
}

/**
 * Cuts the context's network. Playwright's setOffline also reaches the service worker's own
 * fetches in this Chromium: a guest API read the worker handles (NetworkFirst) but never cached
 * fails, where a worker still online would pass on the server's 404.
 */
async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  expect(await probe(page)).toBe(true);
  await context.setOffline(true);
  expect(await probe(page)).toBe(false);
}

/** Whether the service worker's fetch of a guest API read reaches the server (a 404 does). */
function probe(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    fetch('/api/v1/new/offline-probe').then(
      () => true,
      () => false,
    ),
  );
}

test('a share link opened once shows its form and answers offline, reloaded and in a new tab', async ({
  guestBrowser,
  request,
}) => {
  const name = `E2E Offline ${Date.now()}`;
  const job = await createDemoJob(request, name);
  const saved = await request.post(`/api/v1/job/${job.id}/results`, {
    headers: await bearer(request, 'standard'),
    data: { id: job.id, answers: { [job.field('Project Description')]: DESCRIPTION } },
  });
  expect(saved.ok()).toBe(true);
  const { url, uuid } = await shareSections(request, job, ['Project Information'], 'Site');

  const guest = await openGuest(guestBrowser, url);
  const description = guest
    .getByRole('form', { name: 'Job form' })
    .getByRole('textbox', { name: titled('Project Description') });
  await expect(description).toHaveValue(DESCRIPTION);
  await waitUntilKeptOffline(guest, `/api/v1/link/${uuid}`);

  await goOffline(guestBrowser, guest);
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(description).toHaveValue(DESCRIPTION);
  await expect(guest.getByRole('radiogroup', { name: titled('Type of Project') })).toBeVisible();

  const second = await openGuest(guestBrowser, url);
  await expect(second.getByRole('textbox', { name: titled('Project Description') })).toHaveValue(
    DESCRIPTION,
  );
});

test('a public form opened once shows its fields offline, reloaded and in a new tab', async ({
  guestBrowser,
}) => {
  const path = '/new/demo-notice-intake';
  const guest = await openGuest(guestBrowser, path);
  const form = guest.getByRole('form', { name: 'Job form' });
  await expect(form.getByRole('textbox', { name: titled('Project Name') })).toBeVisible();
  await waitUntilKeptOffline(guest, `/api/v1${path}`);

  await goOffline(guestBrowser, guest);
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1, name: 'New Job' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: titled('Project Name') })).toBeVisible();
  await expect(form.getByRole('textbox', { name: titled('Project Description') })).toBeVisible();

  const second = await openGuest(guestBrowser, path);
  await expect(second.getByRole('textbox', { name: titled('Project Name') })).toBeVisible();
});

test('staff pages never register the service worker', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  );
  expect(registrations).toEqual([]);
});
