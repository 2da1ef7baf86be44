// The share link journey (issue 12): staff share two sections of a job; a guest without an
// account fills them in two visits (a draft, then Submit Form) in fresh browser contexts; the job
// page staff left open shows the values arriving and the link complete without a reload; staff
// accept the guest's contract amount in the Settings panel, finalize, and read the History.
import { expect, test } from '@playwright/test';
import {
  type JobFields,
  bearer,
  createDemoJob,
  guestShot,
  markDocument,
  stillMarked,
  titled,
  visit,
} from './guest-helpers';
import { signIn } from './sign-in';

const SHARED = ['Customer', 'Amounts and dates'];
const NOT_SHARED = ['Project Information', 'Job Location', 'Owner', 'General Contractor', 'Notes'];

/** Staff's part before the link exists: Project Information and Job Location are filled. */
async function prefill(request: Parameters<typeof bearer>[0], job: JobFields): Promise<void> {
  const saved = await request.post(`/api/v1/job/${job.id}/results`, {
    headers: await bearer(request, 'standard'),
    data: {
      id: job.id,
      answers: {
        [job.field('Project Description')]: 'Warehouse extension, 2,000 sq ft',
        [job.field('Type of Project')]: 'key_1',
        // Owner: no party section is shown.
        [job.field('Who Hired You?')]: '1',
        [job.field('Job Site Address')]: {
          address: '1200 Lakeside Ave E',
          city: 'Cleveland',
          state: 'OH',
          zip: '44114',
        },
      },
    },
  });
  expect(saved.ok()).toBe(true);
}

test('a guest fills a share link in two visits while staff watch, accept and finalize', async ({
  page,
  browser,
  request,
}) => {
  const job = await createDemoJob(request, `E2E Share ${Date.now()}`);
  await prefill(request, job);
  const form = page.getByRole('form', { name: 'Job form' });
  let url = '';

  await test.step('staff create a link for two sections on the Share tab', async () => {
    await signIn(page, 'reviewer');
    await page.goto(`/job/${job.id}`);
    await page.getByRole('tab', { name: 'Share' }).click();
    const create = page.getByRole('region', { name: 'Create Share Link' });
    const generate = create.getByRole('button', { name: 'Generate Link' });
    await expect(generate).toBeDisabled();
    await create.getByLabel('Label').fill('For the customer');
    for (const title of NOT_SHARED) await create.getByRole('checkbox', { name: title }).uncheck();
    for (const title of SHARED)
      await expect(create.getByRole('checkbox', { name: title })).toBeChecked();
    await generate.click();
    const created = create.getByRole('textbox', { name: /Share link for “For the customer”/ });
    url = await created.inputValue();
    expect(url).toMatch(/\/link\/[0-9a-f-]{36}$/);
    const links = page.getByRole('region', { name: 'Share Links' });
    await expect(links.getByRole('listitem', { name: 'For the customer' })).toContainText('Open');
    await guestShot(page, 'share-link-created');
    await page.getByRole('tab', { name: 'Job Data' }).click();
    await markDocument(page);
  });

  await test.step('a guest opens the link: no navigation, only the two sections; saves a draft', async () => {
    await visit(browser, url, async (guest) => {
      const guestForm = guest.getByRole('form', { name: 'Job form' });
      await expect(guestForm.getByRole('region', { name: 'Customer', exact: true })).toBeVisible();
      await expect(guest.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      for (const title of SHARED) {
        await expect(guestForm.getByRole('region', { name: title, exact: true })).toBeVisible();
      }
      for (const title of NOT_SHARED) {
        await expect(guestForm.getByRole('region', { name: title, exact: true })).toHaveCount(0);
      }
      await guestForm
        .getByRole('textbox', { name: titled('Customer Email') })
        .fill('buyer@example.com');
      await guestForm.getByRole('button', { name: 'Save Changes' }).click();
      await expect(guestForm.getByText('Form saved successfully!')).toBeVisible();
      await guestShot(guest, 'guest-link-draft');
    });
  });

  await test.step("the open job page shows the guest's draft without a reload", async () => {
    await expect(form.getByRole('textbox', { name: titled('Customer Email') })).toHaveValue(
      'buyer@example.com',
      { timeout: 3000 },
    );
  });

  await test.step('the guest comes back, finds the draft, fills the rest and submits', async () => {
    await visit(browser, url, async (guest) => {
      const guestForm = guest.getByRole('form', { name: 'Job form' });
      await expect(guestForm.getByRole('textbox', { name: titled('Customer Email') })).toHaveValue(
        'buyer@example.com',
      );
      const customer = guestForm
        .getByRole('region', { name: 'Customer', exact: true })
        .getByRole('group', { name: titled('Customer') });
      await customer.getByLabel('Company', { exact: true }).fill('Lakeside Builders LLC');
      await customer.getByLabel('Address', { exact: true }).fill('55 Public Sq');
      await customer.getByLabel('City', { exact: true }).fill('Cleveland');
      await customer.getByLabel('State', { exact: true }).selectOption({ label: 'Ohio' });
      await customer.getByLabel('Zip', { exact: true }).fill('44113');
      const amount = guestForm.getByRole('textbox', { name: titled('Total Contract Amount') });
      await amount.fill('98765');
      await amount.blur();
      const first = guestForm.getByRole('textbox', { name: titled('First Furnishing Date') });
      await first.fill('3/2/2025');
      await first.blur();
      await expect(guestForm.getByTestId('remaining')).toHaveText('0 required field(s) remaining');
      await guestShot(guest, 'guest-link-filled');
      await guestForm.getByRole('button', { name: 'Submit Form' }).click();
      await expect(guest.getByText('Form Submission is complete!')).toBeVisible();
      await expect(guestForm.getByRole('button', { name: 'Submit Form' })).toHaveCount(0);
      await guestShot(guest, 'guest-link-submitted');
    });
  });

  await test.step("staff see the guest's values and the complete link, still without a reload", async () => {
    await expect(form.getByRole('textbox', { name: titled('Customer Email') })).toBeVisible();
    const customer = form.getByRole('group', { name: titled('Customer') });
    await expect(customer.getByLabel('Company', { exact: true })).toHaveValue(
      'Lakeside Builders LLC',
      { timeout: 3000 },
    );
    expect(await stillMarked(page)).toBe(true);
    await page.getByRole('tab', { name: 'Share' }).click();
    const link = page
      .getByRole('region', { name: 'Share Links' })
      .getByRole('listitem', { name: 'For the customer' });
    await expect(link).toContainText('Complete');
    await expect(link.getByRole('img', { name: 'Finalized' })).toBeVisible();
    await expect(link.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await guestShot(page, 'share-link-complete');
  });

  await test.step("staff accept the guest's contract amount and finalize", async () => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByRole('region', { name: 'Client Information' });
    const proposal = settings.getByRole('button', { name: /\$98,765\.00.*accept/ });
    await expect(proposal).toBeVisible();
    await guestShot(page, 'settings-customer-value');
    await proposal.click();
    await expect(proposal).toHaveCount(0);
    await expect(settings.getByText('$98,765.00')).toBeVisible();

    await page.getByRole('tab', { name: 'Job Data' }).click();
    await expect(form.getByTestId('remaining')).toHaveText('0 required field(s) remaining');
    await expect(form.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await form.getByRole('button', { name: 'Finalize' }).click();
    await expect(page.getByText('Finalized for Review on')).toBeVisible();
  });

  await test.step('History: the link, the guest saves by Guest, and submitted', async () => {
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('cell', { name: 'Gen Link', exact: true })).toBeVisible();
    const byGuest = history.getByRole('row').filter({ hasText: 'Guest' });
    await expect.poll(() => byGuest.count()).toBeGreaterThanOrEqual(2);
    await expect(byGuest.getByRole('cell', { name: 'Submitted', exact: true })).toHaveCount(1);
    await guestShot(page, 'share-link-history');
  });
});
