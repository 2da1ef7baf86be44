import type { CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../../testing/auth-handlers';
import { customerRequests, setCustomerPresets } from '../../../testing/customers-handlers';
import { renderApp } from '../../../testing/render-app';

const COMPANY = sessionOf('admin').user.memberships[0]!.company.id;

const preset = (id: number, company: string, more: Partial<CustomerPresetDto> = {}) => ({
  id,
  contact_role: 3 as const,
  role_desc: 'General Contractor',
  company,
  name: '',
  phone: '',
  address: '',
  address_2: '',
  city: '',
  state: 'OH',
  zip: '',
  county: '',
  email: '',
  ...more,
});

async function openTab(session = sessionOf('admin')) {
  const app = renderApp(`/company/${COMPANY}?tab=customers`, { session });
  await screen.findByRole('tab', { name: 'Customers', selected: true });
  return app;
}

const companies = async () => {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
};

describe('Customers tab', () => {
  it('lists the presets a page at a time from the server, searched there', async () => {
    setCustomerPresets([
      preset(7, 'Summit Electric', { city: 'Akron' }),
      preset(3, 'Buckeye Drywall', { name: 'Tom' }),
    ]);
    const { user } = await openTab();
    expect(await companies()).toEqual(['Buckeye Drywall', 'Summit Electric']);
    expect(screen.queryByRole('button', { name: 'Upload CSV' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'akron');
    await waitFor(async () => expect(await companies()).toEqual(['Summit Electric']));
  });

  it('adds a preset, checked as the server checks it', async () => {
    const { user } = await openTab();
    expect(await screen.findByText('No customers yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('company or name is required: enter at least one of them'),
    ).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Contact role'), 'Subcontractor');
    await user.type(within(dialog).getByLabelText('Company'), 'Northcoast Plumbing');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ray@');
    await user.click(within(dialog).getByLabelText('City'));
    expect(
      await within(dialog).findByText('email must be an e-mail address, like name@example.com'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('E-mail'), 'northcoast.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await companies()).toEqual(['Northcoast Plumbing']);
    expect(customerRequests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/customer',
      query: `?company_id=${COMPANY}`,
      body: expect.objectContaining({ contact_role: 4, email: 'ray@northcoast.example' }),
    });
  });

  it('edits a preset with PATCH and deletes one after asking', async () => {
    setCustomerPresets([preset(5, 'Lakeshore GC'), preset(6, 'Riverside Holdings')]);
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Lakeshore GC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Customer #5' });
    const company = within(dialog).getByLabelText('Company');
    await user.clear(company);
    await user.type(company, 'Lakeshore General');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await companies()).toEqual(['Lakeshore General', 'Riverside Holdings']),
    );
    expect(customerRequests[0]).toMatchObject({ method: 'PATCH', path: '/api/v1/customer/5' });

    await user.click(screen.getByRole('button', { name: 'Delete Riverside Holdings' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Customer' });
    expect(confirm).toHaveTextContent('Delete the customer Riverside Holdings (#6)?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await companies()).toEqual(['Lakeshore General']));
    expect(customerRequests[1]).toMatchObject({ method: 'DELETE', path: '/api/v1/customer/6' });
  });
});
