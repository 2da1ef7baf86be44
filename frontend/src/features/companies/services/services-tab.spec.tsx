import {
  SERVICE_TEXT_TAKEN,
  type ServiceTypeDto,
} from '@job-intake/contracts/services/service-types-api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionOf } from '../../../testing/auth-handlers';
import { renderApp } from '../../../testing/render-app';
import { visibleCompanyTabs } from '../company-tabs';
import {
  resetServiceTypes,
  seedServiceType,
  serviceTypeRequests,
} from '../../../testing/service-types-handlers';

const ADMIN_COMPANY = sessionOf('admin').user.memberships[0]!.company.id;

async function openTab() {
  const app = renderApp(`/company/${ADMIN_COMPANY}?tab=services`, { session: sessionOf('admin') });
  await screen.findByRole('tab', { name: 'Services', selected: true });
  return app;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Service types' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );

const basic: Omit<ServiceTypeDto, 'id'> = {
  text: 'Notice :: Basic',
  lien_direct: false,
  default: false,
  status: 'active',
};

describe('Services tab', () => {
  afterEach(resetServiceTypes);

  it('lists the service types by text with Lien Direct, Default and Status', async () => {
    seedServiceType({ ...basic, text: 'Notice :: Premium', default: true });
    seedServiceType({ ...basic, text: 'Lien', lien_direct: true, status: 'inactive' });
    await openTab();
    await screen.findByRole('table', { name: 'Service types' });
    expect(rows()).toEqual([
      ['Lien', 'Yes', '', 'Inactive'],
      ['Notice :: Premium', 'No', 'Default', 'Active'],
    ]);
    // A phone shows each row as a card: the text as its title, the other values labelled.
    const lien = screen.getByRole('cell', { name: 'Lien' }).closest('tr') as HTMLElement;
    expect(
      within(lien)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Text', 'Lien Direct', 'Default', 'Status', '']);
  });

  it('adds the first type as the default, asking for a text first', async () => {
    const { user } = await openTab();
    expect(await screen.findByText('No service types yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service Type' });
    expect(within(dialog).getByLabelText('Default')).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the service text.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Text/), '  Notice :: Premium ');
    await user.click(within(dialog).getByLabelText(/Lien Direct/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(serviceTypeRequests).toEqual([
      {
        method: 'POST',
        path: '/api/v1/service',
        body: { text: 'Notice :: Premium', lien_direct: true, status: 'active' },
      },
    ]);
    await waitFor(() =>
      expect(rows()).toEqual([['Notice :: Premium', 'Yes', 'Default', 'Active']]),
    );
  });

  it('makes another type the default and refuses an inactive default', async () => {
    seedServiceType({ ...basic, text: 'Notice :: Premium', default: true });
    seedServiceType(basic);
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Notice :: Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service Type' });
    await user.click(within(dialog).getByLabelText(/Default/));
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('An inactive service type cannot be the default.'),
    ).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Status'), 'active');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(rows()).toEqual([
        ['Notice :: Basic', 'No', 'Default', 'Active'],
        ['Notice :: Premium', 'No', '', 'Active'],
      ]),
    );
  });

  it('shows the server’s words for a taken text', async () => {
    seedServiceType({ ...basic, default: true });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service Type' });
    await user.type(within(dialog).getByLabelText(/Text/), 'notice :: basic');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SERVICE_TEXT_TAKEN)).toBeInTheDocument();
  });

  it('deletes a type after asking', async () => {
    seedServiceType({ ...basic, default: true });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Notice :: Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Service Type' });
    expect(dialog).toHaveTextContent('The next active service type becomes the default.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No service types yet.')).toBeInTheDocument();
    // The row's Delete button is gone: the focus lands on the tab's heading, not the page's start.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Services' })).toHaveFocus());
  });

  it('is offered only with the services permission, after Settings', () => {
    const keys = (can: (permission: string) => boolean) =>
      visibleCompanyTabs(can).map(({ key }) => key);
    expect(keys(() => true).slice(0, 2)).toEqual(['settings', 'services']);
    expect(keys((permission) => permission !== 'services')).not.toContain('services');
  });
});
