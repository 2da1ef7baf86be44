// The public form keeps a draft on the guest's device (issue 27, item 1): what they typed is
// there again after a reload, 'Start over' empties it after a confirmation, and a submitted job
// leaves no draft behind.
import { expect, type Page, test } from '@playwright/test';
import { fillDemoSections, guestShot, titled } from './guest-helpers';

const FORM_LINK = '/new/demo-notice-intake';
const VERIFIED = 'Captcha solved: you can attach files and submit the form.';

const jobForm = (guest: Page) => guest.getByRole('form', { name: 'Job form' });
const projectName = (guest: Page) =>
  jobForm(guest).getByRole('textbox', { name: titled('Project Name') });
const description = (guest: Page) =>
  jobForm(guest).getByRole('textbox', { name: titled('Project Description') });

/** The form loaded: each visit loads the whole app, so a busy machine gets more than 10 s. */
async function loaded(guest: Page) {
  await expect(guest.getByRole('heading', { level: 1, name: 'New Job' })).toBeVisible({
    timeout: 30_000,
  });
}

async function open(guest: Page) {
  await guest.goto(FORM_LINK);
  await loaded(guest);
}

async function reload(guest: Page) {
  await guest.reload();
  await loaded(guest);
}

test('a guest leaves the public form and finds their answers again; submitting clears them', async ({
  page: guest,
}) => {
  // Three visits, a proof of work and a submission.
  test.slow();
  const name = `E2E Draft ${Date.now()}`;

  await test.step('typed answers are kept on this device through a reload', async () => {
    await open(guest);
    await expect(
      guest.getByText('Your answers are saved on this device as you type.'),
    ).toBeVisible();
    await projectName(guest).fill(name);
    await description(guest).fill('Parking deck repairs');
    await expect(guest.getByText('Draft saved on this device')).toBeVisible();
    await reload(guest);
    await expect(projectName(guest)).toHaveValue(name);
    await expect(description(guest)).toHaveValue('Parking deck repairs');
    await expect(guest.getByText('Draft saved on this device')).toBeVisible();
    await guestShot(guest, 'public-form-draft-restored');
  });

  await test.step('Start over asks first, then empties the form and the draft', async () => {
    await guest.getByRole('button', { name: 'Start over' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Start over?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(projectName(guest)).toHaveValue(name);
    await guest.getByRole('button', { name: 'Start over' }).click();
    await dialog.getByRole('button', { name: 'Start over' }).click();
    await expect(projectName(guest)).toHaveValue('');
    await reload(guest);
    await expect(projectName(guest)).toHaveValue('');
  });

  await test.step('a submitted job leaves no draft: the next visit starts empty', async () => {
    await projectName(guest).fill(name);
    await fillDemoSections(jobForm(guest));
    await reload(guest);
    await expect(projectName(guest)).toHaveValue(name);
    await expect(jobForm(guest).getByTestId('remaining')).toHaveText(
      '0 required field(s) remaining',
    );
    await guest.getByTestId('altcha-widget').getByText("I'm not a robot").click();
    // The proof of work runs in the browser: slow on a loaded machine.
    await expect(guest.getByText(VERIFIED)).toBeVisible({ timeout: 60_000 });
    await jobForm(guest).getByRole('button', { name: 'Submit Form' }).click();
    await expect(guest.getByRole('heading', { level: 1, name: 'Job Created' })).toBeVisible();
    await open(guest);
    await expect(projectName(guest)).toHaveValue('');
    await expect(description(guest)).toHaveValue('');
  });
});
