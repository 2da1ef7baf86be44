import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../../testing/auth-handlers';
import { customerRequests, setUploadedCustomerFile } from '../../../testing/customers-handlers';
import { renderApp } from '../../../testing/render-app';

const COMPANY = sessionOf('admin').user.memberships[0]!.company.id;
const BAD_FILE = [
  'contact_role,company,email',
  '1,Upload Owner Co,',
  '9,Bad Role Co,',
  '3,Upload GC,x@',
].join('\n');

async function openUpload() {
  const app = renderApp(`/admin/company/${COMPANY}?tab=customers`, { session: sessionOf('super') });
  await app.user.click(await screen.findByRole('button', { name: 'Upload CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Customers' });
  const choose = (text: string) => {
    setUploadedCustomerFile(text);
    return app.user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([text], 'customers.csv', { type: 'text/csv' }),
    );
  };
  return { ...app, dialog, choose };
}

describe('Upload Customers (super admins)', () => {
  it('shows each bad line with its column, stores nothing, then skips them when asked', async () => {
    const { user, dialog, choose } = await openUpload();
    await choose(BAD_FILE);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const problems = await within(dialog).findByRole('table', { name: 'Problems in the file' });
    const cells = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['3', 'contact_role', expect.stringMatching(/^contact_role must be one of: 1 \(Owner\)/)],
      ['4', 'email', 'email must be an e-mail address, like name@example.com'],
    ]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing was stored.');
    expect(screen.getByText('No customers yet.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Skip rows with errors' }));
    expect(
      await within(dialog).findByText(/1 customer added; 2 lines skipped\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Skipped lines' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(customerRequests.map((request) => request.query)).toEqual([
      `?company_id=${COMPANY}&skip_errors=false`,
      `?company_id=${COMPANY}&skip_errors=true`,
    ]);
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Upload Owner Co'));
  });

  it('offers no skip when no line of the file is good', async () => {
    const { user, dialog, choose } = await openUpload();
    await choose('contact_role,company\n8,Nobody\n');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await within(dialog).findByRole('table', { name: 'Problems in the file' });
    expect(within(dialog).queryByRole('button', { name: 'Skip rows with errors' })).toBeNull();
  });
});
