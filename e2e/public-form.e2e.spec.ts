// The public new-job form journey (issue 12): the forms list hands out the demo form's guest link
// with the reviewer's contact id; someone signed out opens it, fills the form, lets the ALTCHA
// widget solve its proof of work (which uploads and the submission share), attaches a file and
// submits; staff find the job in Review with
// the reviewer as its creator, History by Guest and the attachment; a replayed captcha token is
// refused and creates nothing.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, fillDemoSections, guestShot, titled } from './guest-helpers';
import { signIn } from './sign-in';

const CAPTCHA_SPENT = 'The captcha has expired or was already used. Please solve it again.';
const VERIFIED = 'Captcha solved: you can attach files and submit the form.';

interface ListedJob {
  name: string;
}

async function reviewJobsNamed(request: APIRequestContext, name: string): Promise<ListedJob[]> {
  const answer = await request.get('/api/v1/jobs?list=pending', {
    headers: await bearer(request, 'reviewer'),
  });
  expect(answer.status()).toBe(200);
  const { jobs } = (await answer.json()) as { jobs: ListedJob[] };
  return jobs.filter((job) => job.name === name);
}

test('a guest creates a job on the public form behind the ALTCHA captcha; a replay is refused', async ({
  page,
  browser,
  request,
}) => {
  const name = `E2E Public ${Date.now()}`;
  let link = '';

  await test.step("the forms list's Copy Link hands out the link with the reviewer's contact id", async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'reviewer');
    await page.goto('/forms');
    const row = page.getByRole('row').filter({ hasText: 'Notice Job Intake' });
    await row.getByRole('checkbox', { name: 'Include Your Contact ID' }).check();
    await row.getByRole('button', { name: 'Copy Link' }).click();
    await expect(row.getByRole('button', { name: 'Copied!' })).toBeVisible();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${new URL(page.url()).origin}/new/demo-notice-intake/100245`);
    await guestShot(page, 'forms-copy-link');
  });

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const form = guest.getByRole('form', { name: 'Job form' });
  // The widget's workers and stylesheet must pass the app's Content Security Policy.
  const cspReports: string[] = [];
  guest.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) cspReports.push(message.text());
  });

  await test.step('signed out, the guest fills the form and attaches a file', async () => {
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: 'New Job' })).toBeVisible();
    await expect(guest.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await form.getByRole('textbox', { name: titled('Project Name') }).fill(name);
    await form.getByRole('textbox', { name: titled('Customer Reference #') }).fill('PUB-7');
    await fillDemoSections(form);

    const attachments = guest.getByRole('group', { name: 'Attachments' });
    await expect(form.getByRole('button', { name: 'Submit Form' })).toBeDisabled();
    // A file picked before the captcha waits on the device for its grant.
    await attachments.getByLabel('Choose files').setInputFiles({
      name: 'deck-photo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await expect(attachments.getByText(/once you tick "I'm not a robot"/)).toBeVisible();
    await expect(attachments.getByText('Waiting for the captcha')).toBeVisible();
    // One captcha covers the uploads and the submission. The widget draws its check mark over
    // the box: a person clicks the label.
    await guest.getByTestId('altcha-widget').getByText("I'm not a robot").click();
    await expect(guest.getByText(VERIFIED)).toBeVisible({ timeout: 20_000 });
    await expect(attachments.getByText('Uploaded')).toBeVisible();
    await expect(attachments.getByText('deck-photo.pdf')).toBeVisible();
  });

  let body: unknown;
  await test.step('Submit Form with the grant the captcha gave: Job Created', async () => {
    const submit = form.getByRole('button', { name: 'Submit Form' });
    await expect(submit).toBeEnabled();
    await guestShot(guest, 'public-form-filled');
    const answer = guest.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/new') && response.request().method() === 'POST',
    );
    await submit.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    body = response.request().postDataJSON();
    await expect(guest.getByRole('heading', { level: 1, name: 'Job Created' })).toBeVisible();
    await expect(guest.getByText(name)).toBeVisible();
    await guestShot(guest, 'public-form-created');
    expect(cspReports).toEqual([]);
  });
  await guestContext.close();

  await test.step('a replayed grant is refused and creates no second job', async () => {
    const replay = await request.post('/api/v1/new', { data: body });
    expect(replay.status()).toBe(400);
    expect(JSON.stringify(await replay.json())).toContain(CAPTCHA_SPENT);
    expect(await reviewJobsNamed(request, name)).toHaveLength(1);
  });

  await test.step('staff: in Review, the reviewer is the creator, History by Guest, the file', async () => {
    await page.goto('/jobs/review');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Rita Reviewer');
    await guestShot(page, 'public-form-review-list');
    await row.getByRole('link', { name }).click();
    await expect(page.getByText('Finalized for Review on')).toBeVisible();
    const attachments = page.getByRole('group', { name: 'Attachments' });
    await expect(attachments.getByRole('link', { name: 'deck-photo.pdf' })).toBeVisible();
    await guestShot(page, 'public-form-job');

    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    const byGuest = history.getByRole('row').filter({ hasText: 'Guest' });
    await expect(byGuest.getByRole('cell', { name: 'Submitted', exact: true })).toHaveCount(1);
    // Rita's opening of the job is recorded as her view; nothing of the job's story is hers.
    const byRita = history.getByRole('row').filter({ hasText: 'Rita Reviewer' });
    await expect(byRita.filter({ hasNotText: 'Viewed the job' })).toHaveCount(0);
    await guestShot(page, 'public-form-history');
  });
});

test('a public form address that names no form gives a clear page', async ({ page }) => {
  await page.goto('/new/no-such-form');
  await expect(page.getByRole('heading', { level: 1, name: 'New Job' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/This form is not available/);
  await expect(page.getByRole('form', { name: 'Job form' })).toHaveCount(0);
  await guestShot(page, 'public-form-unknown');
});
