// Share links a guest cannot use (issue 12): staff disable a link and the guest gets the
// 'closed by the sender' page, not the form; enabled again, the form is back; an unknown link
// gets its own clear page.
import { expect, test } from '@playwright/test';
import { createDemoJob, guestShot, shareSections, visit } from './guest-helpers';
import { signIn } from './sign-in';

test('a disabled link, and one that does not exist, give the guest a clear page', async ({
  page,
  browser,
  request,
}) => {
  const job = await createDemoJob(request, `E2E Share Closed ${Date.now()}`);
  const { url } = await shareSections(request, job, ['Customer'], 'Owner rep');

  await signIn(page, 'reviewer');
  await page.goto(`/job/${job.id}?tab=share`);
  const link = page
    .getByRole('region', { name: 'Share Links' })
    .getByRole('listitem', { name: 'Owner rep' });
  await link.getByRole('button', { name: 'Disable' }).click();
  await expect(link).toContainText('Closed');
  await expect(link.getByRole('button', { name: 'Show' })).toBeDisabled();

  await visit(browser, url, async (guest) => {
    await expect(guest.getByRole('alert')).toHaveText(/This link has been closed by the sender/);
    await expect(guest.getByRole('form', { name: 'Job form' })).toHaveCount(0);
    await guestShot(guest, 'guest-link-closed');
  });

  await link.getByRole('button', { name: 'Enable' }).click();
  await expect(link).toContainText('Open');
  await visit(browser, url, async (guest) => {
    const form = guest.getByRole('form', { name: 'Job form' });
    await expect(form.getByRole('region', { name: 'Customer', exact: true })).toBeVisible();
  });

  const unknown = url.replace(/[0-9a-f-]{36}$/, '4d1e1f5e-0000-4000-8000-000000000000');
  await visit(browser, unknown, async (guest) => {
    await expect(guest.getByRole('alert')).toHaveText(/This link does not exist/);
    await guestShot(guest, 'guest-link-unknown');
  });
});
