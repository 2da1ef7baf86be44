// Keyboard only (issue 17): the staff journey (sign in → create a job → fill its form → save →
// finalize), staff sharing a job (Generate Link → Copy) and the guest journey (open a share link
// → fill → submit), driven with page.keyboard alone: Tab and Shift+Tab, Enter, Space, the arrows
// and typing; no click, fill or mouse. Controls are reached by tabbing to them by name
// (keyboard/keyboard-focus.ts), and the focus ring is checked where a keyboard user needs it.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { join } from 'node:path';
import { createDemoJob, shareSections, titled } from './guest-helpers';
import { expectFocusVisible, tabAndType, tabTo } from './keyboard/keyboard-focus';
import { RESULTS } from './paths';
import { DEMO_USERS } from './sign-in';

const SCREENSHOTS = join(RESULTS, 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `keyboard-${name}.png`) });

/** Types an address's parts into their inputs, by label; State is a select chosen by typing. */
async function typeAddress(page: Page, group: Locator, parts: Record<string, string>) {
  for (const [label, value] of Object.entries(parts)) {
    await tabAndType(page, group.getByLabel(label, { exact: true }), value);
  }
}

/**
 * The address lookup as a combobox: type, hear how many addresses were found, ArrowDown to the
 * first suggestion (the maps sandbox knows 7704 Mentor Ave), Enter fills the address's parts.
 */
async function pickSuggestedAddress(page: Page, group: Locator) {
  const lookup = group.getByRole('combobox', { name: /Lookup parcel and owner information/ });
  await tabAndType(page, lookup, '7704 Mentor');
  await expect(lookup).toHaveAttribute('aria-expanded', 'true');
  await expect(group.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    '1 address found. Use the up and down arrows to choose, Enter to pick.',
  );
  await page.keyboard.press('ArrowDown');
  const option = group.getByRole('option', { name: '7704 Mentor Ave, Mentor, OH 44060, USA' });
  await expect(lookup).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await expectFocusVisible(page);
  await shot(page, 'staff-address-suggestions');
  await page.keyboard.press('Enter');
  await expect(lookup).toHaveAttribute('aria-expanded', 'false');
  await expect(group.getByLabel('City', { exact: true })).toHaveValue('Mentor');
  await expect(group.getByLabel('Zip', { exact: true })).toHaveValue('44060');
}

/** The login page as the demo reviewer: the e-mail has the focus, Enter sends. */
async function signInWithKeyboard(page: Page) {
  const { email, password } = DEMO_USERS.reviewer;
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await tabAndType(page, page.getByLabel('Password'), password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs\/open$/);
}

const CUSTOMER_ADDRESS = {
  Company: 'Keyboard Builders LLC',
  Address: '55 Public Sq',
  City: 'Cleveland',
  State: 'Ohio',
  Zip: '44113',
};

test('staff create, fill, save and finalize a job with the keyboard alone', async ({ page }) => {
  const name = `E2E Keyboard ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Job form' });
  const remaining = form.getByTestId('remaining');

  await test.step('sign in: the e-mail has the focus, Enter sends', () => signInWithKeyboard(page));

  await test.step('Create Job opens the modal on its Name; Save with Enter', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Create Job' }));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Create Job' });
    const modalName = modal.getByRole('textbox', { name: 'Name', exact: true });
    await expect(modalName).toBeFocused();
    // The modal keeps the focus: Shift+Tab from its first field stays inside it.
    await page.keyboard.press('Shift+Tab');
    await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
    await tabTo(page, modalName);
    await page.keyboard.type(name);
    await expect(modal.getByRole('combobox', { name: 'Form', exact: true })).toHaveValue(/.+/);
    await tabAndType(page, modal.getByLabel('Total Contract Amount', { exact: true }), '125000');
    await expectFocusVisible(page);
    await shot(page, 'staff-modal');
    await tabTo(page, modal.getByRole('button', { name: 'Save', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  await test.step('the skip link passes the navigation by', async () => {
    await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }));
    await expectFocusVisible(page);
    await shot(page, 'staff-skip-link');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  await test.step('fill the required fields: text, radios with Space and arrows, addresses', async () => {
    await tabAndType(
      page,
      form.getByRole('textbox', { name: titled('Project Description') }),
      'Keyboard-only office fit-out',
    );
    const projectType = form.getByRole('radiogroup', { name: titled('Type of Project') });
    await tabTo(page, projectType.getByRole('radio').first());
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(projectType.getByRole('radio', { name: 'Residential' })).toBeChecked();
    await expectFocusVisible(page);
    await shot(page, 'staff-radio');

    const hiredBy = form.getByRole('radiogroup', { name: titled('Who Hired You?') });
    await tabTo(page, hiredBy.getByRole('radio', { name: 'Owner', exact: true }));
    await page.keyboard.press('Space');
    await expect(hiredBy.getByRole('radio', { name: 'Owner', exact: true })).toBeChecked();

    await pickSuggestedAddress(page, form.getByRole('group', { name: titled('Job Site Address') }));
    await typeAddress(
      page,
      form
        .getByRole('region', { name: 'Customer', exact: true })
        .getByRole('group', { name: titled('Customer') }),
      CUSTOMER_ADDRESS,
    );
    await expectFocusVisible(page);
    await expect(remaining).toHaveText('0 required field(s) remaining');
  });

  await test.step('Save Changes and Finalize with Enter: the job goes to Review', async () => {
    await tabTo(page, form.getByRole('button', { name: 'Save Changes' }));
    await expectFocusVisible(page);
    await shot(page, 'staff-save');
    await page.keyboard.press('Enter');
    await expect(form.getByText('Form saved successfully!')).toBeVisible();
    await tabTo(page, form.getByRole('button', { name: 'Finalize' }));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Finalized for Review on')).toBeVisible();
  });
});

test('staff share a job and copy its link with the keyboard alone', async ({ page, request }) => {
  const job = await createDemoJob(request, `E2E Keyboard Share ${Date.now()}`);
  await signInWithKeyboard(page);
  await page.goto(`/job/${job.id}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The arrows move between the tabs; Tab reaches only the selected one.
  await tabTo(page, page.getByRole('tab', { name: 'Job Data' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Share' })).toHaveAttribute('aria-selected', 'true');
  // The focus goes with the selection, also when the arrows go on and come back.
  await expect(page.getByRole('tab', { name: 'Share' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'History' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Share' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Share' })).toHaveAttribute('aria-selected', 'true');
  const create = page.getByRole('region', { name: 'Create Share Link' });
  await tabAndType(page, create.getByLabel('Label'), 'Keyboard customer');
  await tabTo(page, create.getByRole('button', { name: 'Generate Link' }));
  await page.keyboard.press('Enter');
  const link = create.getByRole('textbox', { name: /Share link for “Keyboard customer”/ });
  await expect(link).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(create.getByRole('button', { name: 'Copy' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(create.getByRole('status').filter({ hasText: 'copied' })).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await shot(page, 'staff-link-copied');
});

test.describe('a guest with the keyboard alone', () => {
  let url = '';

  test.beforeAll(async ({ request }) => {
    const job = await createDemoJob(request, `E2E Keyboard Guest ${Date.now()}`);
    ({ url } = await shareSections(
      request,
      job,
      ['Customer', 'Amounts and dates'],
      'Keyboard guest',
    ));
  });

  test('opens the share link, fills the sections and submits', async ({ page }) => {
    await page.goto(url);
    const form = page.getByRole('form', { name: 'Job form' });
    const customer = form
      .getByRole('region', { name: 'Customer', exact: true })
      .getByRole('group', { name: titled('Customer') });
    await typeAddress(page, customer, CUSTOMER_ADDRESS);
    await expectFocusVisible(page);
    await shot(page, 'guest-address');

    await tabAndType(
      page,
      form.getByRole('textbox', { name: titled('Total Contract Amount') }),
      '98765',
    );
    await tabAndType(
      page,
      form.getByRole('textbox', { name: titled('First Furnishing Date') }),
      '3/2/2025',
    );
    await page.keyboard.press('Tab');
    await expect(form.getByTestId('remaining')).toHaveText('0 required field(s) remaining');

    await tabTo(page, form.getByRole('button', { name: 'Submit Form' }));
    await expectFocusVisible(page);
    await shot(page, 'guest-submit');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Form Submission is complete!')).toBeVisible();
  });
});
