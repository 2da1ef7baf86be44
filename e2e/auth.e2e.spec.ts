// Sign-in, the sidebar of each demo user, logout, and the password reset by e-mail end to end:
// the reset e-mail is read from the app's local e-mail catcher (GET /api/v1/dev/mail, which only
// the super admin reads).
import { expect, type Page, test } from '@playwright/test';
import { join } from 'node:path';
import { caughtMails } from './caught-mail';
import { RESULTS } from './paths';
import { DEMO_USERS, type DemoUser, signIn } from './sign-in';

const SCREENSHOTS = join(RESULTS, 'screenshots');

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('sign-in', () => {
  test('sends a guest from / to the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await page.screenshot({ path: join(SCREENSHOTS, 'login.png') });
  });

  test('refuses a wrong password with the message of the spec', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('The email and password combination did not match.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  const expected: Record<Exclude<DemoUser, 'reviewer'>, { users: boolean; admin: boolean }> = {
    standard: { users: false, admin: false },
    admin: { users: true, admin: false },
    super: { users: true, admin: true },
  };
  for (const [who, links] of Object.entries(expected) as [
    keyof typeof expected,
    { users: boolean; admin: boolean },
  ][]) {
    test(`shows the ${who} user the sidebar of their permissions, and logs out`, async ({
      page,
    }) => {
      await signIn(page, who);
      const nav = sidebar(page);
      for (const list of ['Open', 'Review', 'Submitted', 'Archived', 'Forms', 'Settings']) {
        await expect(nav.getByRole('link', { name: list, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(
        links.users ? 1 : 0,
      );
      await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(
        links.admin ? 1 : 0,
      );
      const profile = nav.getByRole('link', { name: new RegExp(DEMO_USERS[who].name) });
      await expect(profile).toHaveAttribute('href', '/profile');
      await page.screenshot({ path: join(SCREENSHOTS, `sidebar-${who}.png`) });

      await nav.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      // The session is gone: a signed-in page sends the browser back to the login page.
      await page.goto('/jobs/open');
      await expect(page).toHaveURL(/\/login$/);
    });
  }
});

/** Set while the reset spec holds the demo user on another password. */
let changedPassword: { user: { email: string; password: string }; current: string } | undefined;

test('resets a forgotten password by e-mail and signs in with the new one', async ({
  page,
  request,
}) => {
  const user = DEMO_USERS.standard;
  const newPassword = `e2e-new-pass-${Date.now()}`;

  await test.step('ask for a reset link', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await expect(
      page.getByText('If this email exists a message with reset link will be sent to it soon.'),
    ).toBeVisible();
  });

  const link = await test.step('read the link in the e-mail the app sent', async () => {
    let found: string | undefined;
    await expect
      .poll(
        async () => {
          const mail = (await caughtMails(request)).find(
            (message) => message.to.includes(user.email) && message.subject.includes('password'),
          );
          found = mail?.text.match(/https?:\/\/\S+\/reset\?code=\S+/)?.[0];
          return found;
        },
        { timeout: 15_000 },
      )
      .toBeTruthy();
    return new URL(found ?? '');
  });

  // The demo user's password changes here: whatever happens below (a timeout too), the hook below
  // puts the demo one back, or every later spec that signs in as this user would be refused.
  changedPassword = { user, current: newPassword };
  await test.step('open the link and choose a new password', async () => {
    // The link names the app's public address; follow it on the address under test.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Update' });
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(`${newPassword}x`);
    await expect(submit).toBeDisabled();
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.screenshot({ path: join(SCREENSHOTS, 'reset-new-password.png') });
    await submit.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been updated.')).toBeVisible();
  });

  await test.step('the link works once only', async () => {
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New Password', { exact: true }).fill('another-password');
    await page.getByLabel('Confirm New Password').fill('another-password');
    await page.getByRole('button', { name: 'Submit Update' }).click();
    await expect(page.getByRole('alert')).toContainText('invalid, has expired or was already used');
    await expect(page.getByRole('button', { name: 'Send Link' })).toBeVisible();
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('The email and password combination did not match.')).toBeVisible();
    await signIn(page, { email: user.email, password: newPassword });
  });

  await test.step('change it back on the settings page', async () => {
    await page.goto('/settings');
    await page.getByLabel('Current Password').fill(newPassword);
    await page.getByLabel('New Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm New Password').fill(user.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    // The answer's new token keeps this session signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'settings.png'), fullPage: true });
    changedPassword = undefined;
  });
});

/** Puts the demo password back through the API when the reset spec ended before it did. */
test.afterEach(async ({ request }) => {
  if (!changedPassword) return;
  const { user, current } = changedPassword;
  changedPassword = undefined;
  // Not signed in with the new password: the reset never took, the demo password stands.
  const login = await request.post('/api/v1/auth/login', {
    data: { email: user.email, password: current },
  });
  if (login.status() !== 200) return;
  const { token } = (await login.json()) as { token: string };
  const changed = await request.post('/api/v1/settings/password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { current, new_pass: user.password },
  });
  expect(changed.status()).toBe(200);
});

test('shows the profile of the signed-in user', async ({ page }) => {
  await signIn(page, 'admin');
  await sidebar(page)
    .getByRole('link', { name: /Alice Admin/ })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Alice Admin' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Companies' })).toContainText(
    'Demo Construction Co.',
  );
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'profile.png') });
});
