// The built app under its Content Security Policy: every screen the demo users reach is opened in
// Chromium and any policy violation (a blocked script, style, image, connection or frame) fails
// the test.
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './sign-in';

const DEMO_FORM_ID = '00000000-0000-4000-8000-00000000f001';
const DEMO_COMPANY_ID = '00000000-0000-4000-8000-000000000001';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Collects violations from the first script on: the page's own event and the console's report. */
async function watchViolations(page: Page): Promise<string[]> {
  const reported: string[] = [];
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) reported.push(message.text());
  });
  return reported;
}

async function expectNoViolations(page: Page, reported: string[], screen: string): Promise<void> {
  const seen = await page.evaluate(() => window.cspViolations);
  expect([...seen, ...reported], `CSP violations on ${screen}`).toEqual([]);
}

/** An API call with the signed-in user's token, from the page (same origin, same session). */
function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const session = JSON.parse(localStorage.getItem('job-intake.session') ?? '{}');
      const answer = await fetch(`/api/v1${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return (await answer.json()) as unknown;
    },
    { path, init },
  ) as Promise<T>;
}

async function visit(page: Page, reported: string[], path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, reported, path);
}

test('the screens before sign-in load without a CSP violation', async ({ page }) => {
  const reported = await watchViolations(page);
  await visit(page, reported, '/login');
  await visit(page, reported, '/reset');
});

test('every screen of a company admin loads without a CSP violation', async ({ page }) => {
  const reported = await watchViolations(page);
  await signIn(page, 'admin');
  const job = await api<{ id: string }>(page, '/job', {
    method: 'POST',
    body: { name: `CSP check ${Date.now()}`, form_id: DEMO_FORM_ID },
  });
  for (const list of ['open', 'review', 'submitted', 'archived']) {
    await visit(page, reported, `/jobs/${list}`);
  }
  // The job page holds its live-update stream open, so its network never goes idle: wait for
  // the stream's answer, and for each tab's panel.
  const live = page.waitForResponse((answer) => answer.url().endsWith(`/job/${job.id}/live`));
  await page.goto(`/job/${job.id}`);
  expect((await live).status()).toBe(200);
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    const name = (await tab.textContent()) ?? '';
    await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
  }
  await expectNoViolations(page, reported, 'the job page tabs');
  for (const path of [
    '/forms',
    `/form/${DEMO_FORM_ID}`,
    '/users',
    `/company/${DEMO_COMPANY_ID}`,
    '/profile',
    '/settings',
  ]) {
    await visit(page, reported, path);
  }
});

test('the super admin screens load without a CSP violation', async ({ page }) => {
  const reported = await watchViolations(page);
  await signIn(page, 'super');
  for (const path of [
    '/admin',
    `/admin/company/${DEMO_COMPANY_ID}`,
    `/admin/users/${DEMO_COMPANY_ID}`,
    '/dev/mail',
  ]) {
    await visit(page, reported, path);
  }
});
