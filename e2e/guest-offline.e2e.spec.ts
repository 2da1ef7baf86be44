// A guest on a job site with a weak connection (issue 32): the share link keeps the answers on
// the phone while offline and sends them when the connection returns, the job page staff keep
// open shows them live; a field staff changed meanwhile is the guest's choice. At 390 × 844,
// the conflict choice with the keyboard, and axe on the offline and conflict states.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { VIEWPORTS, describe as describeFinding, isFailing, scan } from './a11y/axe-scan';
import { openGuest, test } from './guest-browser';
import {
  type JobFields,
  bearer,
  createDemoJob,
  guestShot,
  markDocument,
  shareSections,
  stillMarked,
  titled,
} from './guest-helpers';
import { signIn } from './sign-in';

const PHONE = VIEWPORTS[1];
const SAVED = 'Saved';
const QUEUED = 'Saved on this phone — will send when online';

// The guest's browser is a phone's: 390 × 844.
test.use({ guestScreen: { width: PHONE.width, height: PHONE.height } });

/** A new demo job named `name` and its link to Project Information and Customer. */
async function sharedJob(request: APIRequestContext, name: string) {
  const job = await createDemoJob(request, `${name} ${Date.now()}`);
  const sections = ['Project Information', 'Customer'];
  return { job, url: (await shareSections(request, job, sections, 'Site foreman')).url };
}

async function expectNoSeriousAxe(page: Page, screen: string) {
  const failing = (await scan(page, screen, PHONE)).filter(isFailing);
  expect(failing.map(describeFinding)).toEqual([]);
}

const saveState = (guest: Page) => guest.getByTestId('guest-save-status');

async function staffPage(page: Page, job: JobFields) {
  await signIn(page, 'reviewer');
  await page.goto(`/job/${job.id}`);
  const form = page.getByRole('form', { name: 'Job form' });
  // The staff app's first load is the slow one on a busy machine.
  await expect(form.getByRole('textbox', { name: titled('Project Description') })).toBeVisible({
    timeout: 30_000,
  });
  await markDocument(page);
  return form;
}

test('answers typed offline are kept on the phone and reach the open job page once online', async ({
  page,
  guestBrowser: phone,
  request,
}) => {
  test.slow();
  const { job, url } = await sharedJob(request, 'E2E Offline');
  const staff = await staffPage(page, job);
  const guest = await openGuest(phone, url);
  const form = guest.getByRole('form', { name: 'Job form' });

  await test.step('offline: typed answers and Save Changes stay on the phone', async () => {
    await phone.setOffline(true);
    await form
      .getByRole('textbox', { name: titled('Project Description') })
      .fill('Roof over the loading dock');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(saveState(guest)).toContainText(QUEUED);
    await expect(saveState(guest)).toBeInViewport();
    await form.getByRole('textbox', { name: titled('Customer Email') }).fill('foreman@example.com');
    await guestShot(guest, 'guest-offline-queued');
    await expectNoSeriousAxe(guest, 'guest link offline');
  });

  await test.step('the tab is closed and the link opened again: the unsent answers are there', async () => {
    await guest.close();
    await phone.setOffline(false);
    const again = await openGuest(phone, url);
    const form2 = again.getByRole('form', { name: 'Job form' });
    await expect(form2.getByRole('textbox', { name: titled('Customer Email') })).toHaveValue(
      'foreman@example.com',
    );
    await expect(saveState(again)).toContainText(SAVED);
    await expect(saveState(again)).toContainText(/Last sent \d{1,2}:\d{2}/);
  });

  await test.step('the job page staff left open shows every answer without a reload', async () => {
    await expect(staff.getByRole('textbox', { name: titled('Project Description') })).toHaveValue(
      'Roof over the loading dock',
    );
    await expect(staff.getByRole('textbox', { name: titled('Customer Email') })).toHaveValue(
      'foreman@example.com',
    );
    expect(await stillMarked(page)).toBe(true);
  });
});

test('the page opened again offline (served by the service worker) still has the typed answers', async ({
  guestBrowser: phone,
  request,
}) => {
  test.slow();
  const { url } = await sharedJob(request, 'E2E Offline Reopen');
  const guest = await openGuest(phone, url);
  // The service worker must control the page before the connection goes.
  await guest.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await guest.reload();
  await phone.setOffline(true);
  await guest
    .getByRole('textbox', { name: titled('Project Description') })
    .fill('Typed with no signal');
  // The page says the answer is on the phone (saved by itself once typing stopped) before the
  // tab goes: a tab closed within the same instant may end before its last write does.
  await expect(saveState(guest)).toContainText(QUEUED);
  await guest.close();
  const again = await openGuest(phone, url);
  await expect(again.getByRole('textbox', { name: titled('Project Description') })).toHaveValue(
    'Typed with no signal',
  );
  await expect(saveState(again)).toContainText(QUEUED);
  await phone.setOffline(false);
  await expect(saveState(again)).toContainText(SAVED);
});

test('a field staff changed while the guest was offline is the guest’s choice', async ({
  page,
  guestBrowser: phone,
  request,
}) => {
  test.slow();
  const { job, url } = await sharedJob(request, 'E2E Offline Conflict');
  const staff = await staffPage(page, job);
  const guest = await openGuest(phone, url);
  const form = guest.getByRole('form', { name: 'Job form' });
  await phone.setOffline(true);
  await form.getByRole('textbox', { name: titled('Project Description') }).fill('Guest says A');
  await form.getByRole('textbox', { name: titled('Customer Email') }).fill('guest@example.com');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(saveState(guest)).toContainText(QUEUED);

  const edited = await request.post(`/api/v1/job/${job.id}/results`, {
    headers: await bearer(request, 'standard'),
    data: { id: job.id, answers: { [job.field('Project Description')]: 'Staff says B' } },
  });
  expect(edited.ok()).toBe(true);
  await phone.setOffline(false);

  const panel = guest.getByTestId('guest-conflicts');
  await expect(panel).toContainText('Someone else changed these answers while you were away');
  await expect(panel).toContainText('Guest says A');
  await expect(panel).toContainText('Staff says B');
  await expect(panel).toBeFocused();
  // The field nobody else touched went through.
  await expect(staff.getByRole('textbox', { name: titled('Customer Email') })).toHaveValue(
    'guest@example.com',
  );
  await guestShot(guest, 'guest-offline-conflict');
  await expectNoSeriousAxe(guest, 'guest link conflict');

  // Keyboard only: from the panel, Tab reaches Keep mine.
  await guest.keyboard.press('Tab');
  await expect(guest.getByRole('button', { name: /^Keep mine/ })).toBeFocused();
  await guest.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(saveState(guest)).toContainText(SAVED);
  await expect(staff.getByRole('textbox', { name: titled('Project Description') })).toHaveValue(
    'Guest says A',
  );
});
