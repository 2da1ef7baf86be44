// The job form end to end, as the demo reviewer, on the demo company's form "Notice Job Intake"
// (backend/src/forms/seed/demo-form.ts): create a job on it through the modal, fill in every
// field type through the UI (text, choice radios, multi-select checkboxes, the association choice,
// addresses in both layouts, email, currency, dates), watch the party sections come and go with
// the association choice and the required count fall to 0, save, look at the print view, finalize
// and see the job move to Review.
import { expect, type Locator, test } from '@playwright/test';
import { join } from 'node:path';
import { RESULTS } from './paths';
import { signIn } from './sign-in';

const SCREENSHOTS = join(RESULTS, 'screenshots');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DEMO_FORM = 'Notice Job Intake';

/** A field's accessible name: its title, then its 'Required' badge or 'Required field filled' check. */
const titled = (title: string) =>
  new RegExp(`^${title.replace(/[?()]/g, '\\$&')}\\s*(Required.*)?$`);

/** Fills the parts of an address group, by their labels (State is a select of state names). */
async function fillAddress(group: Locator, parts: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(parts)) {
    const input = group.getByLabel(label, { exact: true });
    if (label === 'State') await input.selectOption({ label: value });
    else await input.fill(value);
  }
}

/**
 * Issue 10, defect 8: a focused input scrolled under the sticky Save Changes / Finalize bar must
 * not draw over it. Scrolls the input to the bottom edge, where the bar sits, and asks the browser
 * which element is on top at the input's middle (instant scrolling: Bootstrap's is smooth).
 */
async function expectBarAboveFocused(input: Locator): Promise<void> {
  await input.focus();
  const onTop = await input.evaluate((element) => {
    const bar = document.querySelector('[data-testid="job-form-footer"]');
    if (!bar) return 'no bar';
    // Not scrollIntoView: the form's scroll-padding keeps a focused field clear of the bar.
    const bottom = element.getBoundingClientRect().bottom;
    window.scrollBy({ top: bottom - window.innerHeight, behavior: 'instant' });
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + 40, box.top + box.height / 2);
    return top && bar.contains(top)
      ? 'bar'
      : `covered by ${top?.outerHTML.slice(0, 60) ?? 'nothing'}`;
  });
  expect(onTop).toBe('bar');
}

test('a reviewer fills in every field of the demo form, saves, prints and finalizes', async ({
  page,
}) => {
  const name = `E2E Form ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Job form' });
  const remaining = form.getByTestId('remaining');
  const saveChanges = form.getByRole('button', { name: 'Save Changes' });
  const finalize = form.getByRole('button', { name: 'Finalize' });
  const ownerSection = form.getByRole('region', { name: 'Owner', exact: true });
  const contractorSection = form.getByRole('region', { name: 'General Contractor', exact: true });
  const hiredBy = form.getByRole('radiogroup', { name: titled('Who Hired You?') });
  const pageHeader = page
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1 }) });
  const expectRemaining = (count: number) =>
    expect(remaining).toHaveText(`${count} required field(s) remaining`);
  const expectPartySections = async (owner: boolean, contractor: boolean) => {
    await expect(ownerSection).toHaveCount(owner ? 1 : 0);
    await expect(contractorSection).toHaveCount(contractor ? 1 : 0);
  };

  await test.step('create a job on the demo form through the modal', async () => {
    await signIn(page, 'reviewer');
    await page.getByRole('button', { name: 'Create Job' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Job' });
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    const formSelect = modal.getByRole('combobox', { name: 'Form', exact: true });
    await expect(formSelect.getByRole('option', { name: DEMO_FORM })).toHaveCount(1);
    await formSelect.selectOption({ label: DEMO_FORM });
    // The modal's amount and furnishing dates are the form's mapped fields (issue 10, defect 10).
    await modal.getByLabel('Total Contract Amount', { exact: true }).fill('125000');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/job/${UUID}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(pageHeader.getByText('Open', { exact: true })).toBeVisible();
    await expect(form.getByRole('heading', { name: DEMO_FORM })).toBeVisible();
  });

  await test.step('the new form: amount and dates from the modal, 5 required fields left, nothing to save', async () => {
    // Project Description, Type of Project, Who Hired You?, Job Site Address, Customer; Total
    // Contract Amount and First Furnishing Date came from the modal; Owner and General Contractor
    // are hidden.
    await expect(form.getByRole('textbox', { name: titled('Total Contract Amount') })).toHaveValue(
      '125,000.00',
    );
    await expect(
      form.getByRole('textbox', { name: titled('First Furnishing Date') }),
    ).not.toHaveValue('');
    await expectRemaining(5);
    await expect(form.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '28');
    await expectPartySections(false, false);
    await expect(saveChanges).toBeDisabled();
    await expect(finalize).toBeDisabled();
  });

  await test.step('project information: text, choice radios and multi-select checkboxes', async () => {
    await form
      .getByRole('textbox', { name: titled('Project Description') })
      .fill('Four-storey office building, steel frame');
    await expectRemaining(4);
    await expect(saveChanges).toBeEnabled();

    const projectType = form.getByRole('radiogroup', { name: titled('Type of Project') });
    await projectType.getByRole('radio', { name: 'Commercial' }).check();
    await expectRemaining(3);
    await projectType.getByRole('radio', { name: 'Residential' }).check();
    await expect(projectType.getByRole('radio', { name: 'Commercial' })).not.toBeChecked();
    await expectRemaining(3);

    const furnished = form.getByRole('group', { name: titled('What Did You Furnish?') });
    await furnished.getByRole('checkbox', { name: 'Labor' }).check();
    await furnished.getByRole('checkbox', { name: 'Materials' }).check();
    await expect(furnished.getByRole('checkbox', { name: 'Equipment rental' })).not.toBeChecked();
    // Not required: the count does not move.
    await expectRemaining(3);
  });

  await test.step('the association choice shows and hides the party sections', async () => {
    // Owner (1) shows no party section.
    await hiredBy.getByRole('radio', { name: 'Owner', exact: true }).check();
    await expectRemaining(2);
    await expectPartySections(false, false);

    // General Contractor (3) shows the Owner section (type_id 3) only.
    await hiredBy.getByRole('radio', { name: 'General Contractor', exact: true }).check();
    await expectPartySections(true, false);
    await expectRemaining(3);

    // Subcontractor (4) shows both.
    await hiredBy.getByRole('radio', { name: 'Subcontractor', exact: true }).check();
    await expectPartySections(true, true);
    await expectRemaining(4);

    // Back to Owner: both go away, and their required fields stop counting.
    await hiredBy.getByRole('radio', { name: 'Owner', exact: true }).check();
    await expectPartySections(false, false);
    await expectRemaining(2);

    await hiredBy.getByRole('radio', { name: 'Sub-Subcontractor', exact: true }).check();
    await expectPartySections(true, true);
    await expectRemaining(4);
  });

  await test.step('addresses: job site (lot/parcel/block), customer, owner, contractor', async () => {
    const jobSite = form.getByRole('group', { name: titled('Job Site Address') });
    // A job location is a place: no company or name parts.
    await expect(jobSite.getByLabel('Company', { exact: true })).toHaveCount(0);
    await fillAddress(jobSite, {
      Address: '1200 Lakeside Ave E',
      City: 'Cleveland',
      State: 'Ohio',
      Zip: '44114',
      County: 'Cuyahoga',
      'Parcel No': '101-23-456',
      'Lot No': '7',
      'Block No': 'B',
    });
    await expectRemaining(3);

    await expectBarAboveFocused(form.getByTestId('customer-autofill').getByRole('combobox'));
    const customer = form
      .getByRole('region', { name: 'Customer', exact: true })
      .getByRole('group', { name: titled('Customer') });
    await fillAddress(customer, { Company: 'Lakeside Builders LLC', Address: '55 Public Sq' });
    // Street alone does not answer an address: city, state and zip are required too.
    await expectRemaining(3);
    await fillAddress(customer, {
      Name: 'Dana Lake',
      City: 'Cleveland',
      State: 'Ohio',
      Zip: '44113',
      Phone: '216-555-0101',
      Email: 'dana@lakeside.example',
    });
    await expectRemaining(2);
    await form
      .getByRole('textbox', { name: titled('Customer Email') })
      .fill('billing@lakeside.example');
    await expectRemaining(2);

    await fillAddress(ownerSection.getByRole('group', { name: titled('Property Owner') }), {
      Company: 'Lakeside Holdings Inc.',
      Address: '900 Euclid Ave',
      City: 'Cleveland',
      State: 'Ohio',
      Zip: '44115',
    });
    await expectRemaining(1);

    const contractor = contractorSection.getByRole('group', { name: titled('General Contractor') });
    await expect(contractor.locator('[data-layout="columns"]')).toHaveCount(1);
    await fillAddress(contractor, {
      Name: 'Greg Contractor',
      Address: '3 Erieview Plaza',
      'Address 2': 'Suite 400',
      City: 'Cleveland',
      State: 'Ohio',
      Zip: '44114',
    });
    await expectRemaining(0);
  });

  await test.step('amounts and dates: currency padding on blur, typed dates', async () => {
    const contract = form.getByRole('textbox', { name: titled('Total Contract Amount') });
    await contract.fill('1234.5');
    await contract.blur();
    await expect(contract).toHaveValue('1,234.50');
    await expectRemaining(0);
    const unpaid = form.getByRole('textbox', { name: titled('Unpaid Balance') });
    await unpaid.fill('250');
    await unpaid.blur();
    await expect(unpaid).toHaveValue('250.00');

    const first = form.getByRole('textbox', { name: titled('First Furnishing Date') });
    await first.fill('3/2/2025');
    await first.blur();
    await expect(first).toHaveValue('03/02/2025');
    // Last Furnishing Date allows future dates.
    const last = form.getByRole('textbox', { name: titled('Last Furnishing Date') });
    await last.fill('12/31/2099');
    await last.blur();
    await expect(last).toHaveValue('12/31/2099');
    await expect(form.getByText('The date cannot be in the future.')).toHaveCount(0);

    await form
      .getByRole('textbox', { name: titled('Notes for the Notice Team') })
      .fill('Please send the preliminary notice this week.');

    await expectRemaining(0);
    await expect(form.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // Every 'Required' badge has turned into a check.
    await expect(form.getByText('Required', { exact: true })).toHaveCount(0);
    // Unsaved changes: Finalize waits for the save.
    await expect(finalize).toBeDisabled();
  });

  await test.step('save the changes: Finalize becomes available', async () => {
    await saveChanges.click();
    await expect(form.getByText('Form saved successfully!')).toBeVisible();
    await expect(saveChanges).toBeDisabled();
    await expect(finalize).toBeEnabled();
    await expectRemaining(0);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(SCREENSHOTS, 'job-form-filled.png'), fullPage: true });

    // The form's contract amount is the job's setting: the Settings tab shows the one value.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(
      page.getByRole('region', { name: 'Client Information' }).getByText('$1,234.50'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Job Data' }).click();
  });

  await test.step('the print view shows the answers without controls', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(saveChanges).toBeHidden();
    await expect(finalize).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Job Data' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('link', { name: /Back to/ })).toBeHidden();
    await expect(form.getByRole('textbox')).toHaveCount(0);
    // The answers are printed as text.
    await expect(form.getByText('Four-storey office building, steel frame')).toBeVisible();
    await expect(form.getByText('Lakeside Holdings Inc.')).toBeVisible();
    await expect(form.getByText('3 Erieview Plaza')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'job-form-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await expect(saveChanges).toBeVisible();
  });

  await test.step('finalize: the job goes to Review', async () => {
    await finalize.click();
    await expect(pageHeader.getByText('Review', { exact: true })).toBeVisible();
    await expect(page.getByText('Finalized for Review on')).toBeVisible();
    await expect(saveChanges).toHaveCount(0);
    await expect(finalize).toHaveCount(0);

    // The answers were stored: a reload shows the job in Review with nothing left to fill.
    await page.reload();
    await expect(pageHeader.getByText('Review', { exact: true })).toBeVisible();
    await expectRemaining(0);
    await expect(form.getByText('Four-storey office building, steel frame')).toBeVisible();
    await expect(form.getByText('$1,234.50')).toBeVisible();
    await expect(form.getByText('03/02/2025')).toBeVisible();
  });
});
