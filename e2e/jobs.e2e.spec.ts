// The job lifecycle end to end, as the demo reviewer (who holds a provider API key): create a job
// through the modal, open it, edit its settings (rename it and find it under the new name in the
// Open list), add and delete a note, upload an attachment, read the history and open an entry in
// time travel, archive the job and find it in the Archived list.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { join } from 'node:path';
import { RESULTS } from './paths';
import { signIn } from './sign-in';

const SCREENSHOTS = join(RESULTS, 'screenshots');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `jobs-${name}.png`) });

/** Waits for a dialog's or a tab's fade-in to finish, so that screenshots show it fully. */
const settled = (element: Locator) => expect(element).toHaveCSS('opacity', '1');

test('a reviewer creates a job, works on it, looks back in time and archives it', async ({
  page,
}) => {
  const name = `E2E Plaza ${Date.now()}`;
  const renamed = `${name} North`;
  const settings = page.getByRole('region', { name: 'Client Information' });

  await test.step('sign in as the demo reviewer', async () => {
    await signIn(page, 'reviewer');
    await expect(page.getByRole('heading', { level: 1, name: 'Open' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await shot(page, 'open-list');
  });

  await test.step('create the job through the modal', async () => {
    await page.getByRole('button', { name: 'Create Job' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Job' });
    const save = modal.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await expect(modal.getByLabel('Total Contract Amount')).toHaveValue('0.00');

    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await modal.getByLabel('Customer Reference #').fill('E2E-1');
    const location = modal.getByRole('combobox', { name: 'Location' });
    await expect(location.getByRole('option', { name: /Main Office/ })).toHaveCount(1);
    await location.selectOption({ label: 'Demo Construction Co. – Main Office (Cleveland, OH)' });
    const contact = modal.getByRole('combobox', { name: 'Contact' });
    await expect(contact).toBeEnabled();
    await contact.selectOption({ label: 'Rita Reviewer' });
    await modal.getByLabel('Total Contract Amount').fill('125000');
    await expect(modal.getByLabel('Total Contract Amount')).toHaveValue('125,000');
    await settled(modal);
    await shot(page, 'create-modal');
    await save.click();

    await expect(page).toHaveURL(new RegExp(`/job/${UUID}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Job Created on', { exact: false })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Job form' })).toBeVisible();
    await shot(page, 'job-data');
  });

  await test.step('edit the settings', async () => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(settings.getByText('Rita Reviewer').first()).toBeVisible();
    await expect(settings.getByText('$125,000.00')).toBeVisible();
    await settings.getByRole('button', { name: 'Edit settings' }).click();

    await settings.getByRole('textbox', { name: 'Job Name' }).fill(renamed);
    await settings.getByRole('textbox', { name: 'Customer Reference #' }).fill('E2E-2');
    await settings.getByLabel('Total Claim Amount').fill('4250.5');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(settings.getByRole('textbox')).toHaveCount(0);
    await expect(settings.getByText('E2E-2')).toBeVisible();
    await expect(settings.getByText('$4,250.50')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await page.mouse.move(0, 0);
    await shot(page, 'settings');
  });

  await test.step('find it under its new name in the open jobs list', async () => {
    await page.getByRole('link', { name: '← Back to Open' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
    await expect(table.getByText(name, { exact: true })).toHaveCount(0);
    await table.getByRole('link', { name: renamed }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });

  await test.step('add a note and delete it', async () => {
    await page.getByRole('tab', { name: 'Notes (0)' }).click();
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByRole('button', { name: '+ Add Note' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Note' });
    await modal
      .getByRole('textbox', { name: 'Note' })
      .fill('Called the owner about the site address.');
    await settled(modal);
    await shot(page, 'add-note');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(notes.getByText('Called the owner about the site address.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Notes (1)' })).toBeVisible();
    await shot(page, 'notes');

    await notes.getByRole('button', { name: 'Delete note' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Note' });
    await expect(confirm).toContainText('Are you sure you want to delete this note?');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(notes.getByText('Called the owner about the site address.')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Notes (0)' })).toBeVisible();
  });

  await test.step('upload an attachment', async () => {
    await page.getByRole('tab', { name: 'Job Data' }).click();
    const attachments = page.getByRole('group', { name: 'Attachments' });
    await attachments.getByLabel('Choose files to attach').setInputFiles({
      name: 'site-plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });

    await expect(attachments.getByText('Upload completed successfully!')).toBeVisible();
    const link = attachments.getByRole('link', { name: 'site-plan.pdf' });
    await expect(link).toHaveAttribute('href', /^\/uploads\//);
    await attachments.scrollIntoViewIfNeeded();
    await shot(page, 'attachments');
  });

  await test.step('see the history and open the first entry in time travel', async () => {
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    const rows = history.getByRole('row');
    // Created, settings saved, note added, note deleted, file attached (and the header row).
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(6);
    await expect(history.getByRole('cell', { name: 'Add', exact: true })).toBeVisible();
    await expect(history.getByRole('cell', { name: 'Add Note', exact: true })).toBeVisible();
    await expect(history.getByRole('cell', { name: 'Delete Note', exact: true })).toBeVisible();
    await settled(page.getByRole('tabpanel', { name: 'History' }));
    await shot(page, 'history');

    // The oldest entry is the last row: the job as it was created.
    await rows.last().getByRole('button', { name: /View/ }).click();
    const past = page.getByRole('dialog', { name: /The job as of/ });
    await expect(past.getByText('A read-only view of the past')).toBeVisible();
    await expect(past.getByText('E2E-1', { exact: true })).toBeVisible();
    await expect(past.getByText('E2E-2', { exact: true })).toHaveCount(0);
    await expect(past.getByRole('form', { name: 'Job form' })).toBeVisible();
    await expect(past.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await settled(past);
    await shot(page, 'time-travel');
    await past.getByRole('button', { name: 'Close' }).last().click();
    await expect(past).toHaveCount(0);
  });

  await test.step('archive the job and find it in the Archived list', async () => {
    await page.getByRole('tab', { name: 'Job Data' }).click();
    await page.getByRole('button', { name: 'Archive Job' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive Job' });
    await expect(confirm).toContainText('Are you sure you want to archive this job?');
    await confirm.getByRole('button', { name: 'Archive Job' }).click();

    await expect(page).toHaveURL(/\/jobs\/open$/);
    await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Archived' })
      .click();
    await expect(page).toHaveURL(/\/jobs\/archived$/);
    const row = page.getByRole('row').filter({ hasText: renamed });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: /Archived On/ })).toBeVisible();
    await shot(page, 'archived-list');
  });
});
