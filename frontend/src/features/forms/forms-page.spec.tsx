import { DEFAULT_FORM_SORT } from '@job-intake/contracts/forms/forms-api';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import {
  formRequests,
  formsHandlers,
  makeVariant,
  resetForms,
  seedForm,
  signInAs,
} from './test-support/forms-handlers';

beforeEach(() => server.use(...formsHandlers));
afterEach(() => {
  resetForms();
});

async function tableRows() {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row');
}

function rowOf(name: string) {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('FormsPage for a user with the forms permission', () => {
  beforeEach(() => signInAs({ permissions: ['forms'] }));

  it('lists every form with Name, Status, Mapped, Created At and a delete control', async () => {
    const active = seedForm({ name: 'Preliminary Notice', created_at: '2024-11-05T12:00:00.000Z' });
    seedForm({ name: 'Draft Intake', status: 'pending', mapped: false });

    renderApp('/forms');

    const [header] = await tableRows();
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[▲▼]/g, '').trim()),
    ).toEqual(['Name', 'Status', 'Mapped', 'Created At', 'Delete']);
    expect(screen.getByRole('link', { name: 'Preliminary Notice' })).toHaveAttribute(
      'href',
      `/form/${active.id}`,
    );
    const activeRow = rowOf('Preliminary Notice');
    expect(within(activeRow).getByText('Active')).toBeInTheDocument();
    expect(within(activeRow).getByText('Yes')).toBeInTheDocument();
    expect(within(activeRow).getByText('11/05/2024')).toBeInTheDocument();
    const draftRow = rowOf('Draft Intake');
    expect(within(draftRow).getByText('Pending')).toBeInTheDocument();
    expect(within(draftRow).getByText('No')).toBeInTheDocument();
    expect(
      within(draftRow).getByRole('button', { name: 'Delete Draft Intake' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 forms')).toBeInTheDocument();
  });

  it("shows 'Loading Forms...' while loading and 'No forms found' when there are none", async () => {
    server.use(
      http.get(apiUrl('/forms'), async () => {
        await delay(50);
        return HttpResponse.json({ forms: [], total: 0, page: 1, size: 100, ...DEFAULT_FORM_SORT });
      }),
    );

    renderApp('/forms');

    expect(screen.getByText('Loading Forms...')).toBeInTheDocument();
    expect(await screen.findByText('No forms found')).toBeInTheDocument();
    expect(screen.queryByText('Loading Forms...')).not.toBeInTheDocument();
  });

  it('asks before deleting a form and deletes it only when confirmed', async () => {
    seedForm({ name: 'Old Form' });
    const { user } = renderApp('/forms');
    await screen.findByRole('link', { name: 'Old Form' });

    await user.click(screen.getByRole('button', { name: 'Delete Old Form' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Form' });
    expect(dialog).toHaveTextContent('Are you sure you would like to delete this Form?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(formRequests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Old Form' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Form' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No forms found')).toBeInTheDocument();
    expect(formRequests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: expect.stringMatching(/\/form\/form-1$/) }),
    );
  });

  it('creates a form with the trimmed name and opens its builder', async () => {
    const { user, router } = renderApp('/forms');
    const name = await screen.findByRole('textbox', { name: 'Form name' });
    const create = screen.getByRole('button', { name: 'Create' });

    expect(create).toBeDisabled();
    await user.type(name, '   ');
    expect(create).toBeDisabled();
    await user.type(name, 'Lien Waiver Request  ');
    expect(create).toBeEnabled();
    await user.click(create);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lien Waiver Request' }),
    ).toBeInTheDocument();
    expect(formRequests).toContainEqual({
      method: 'POST',
      path: '/api/v1/form',
      body: { name: 'Lien Waiver Request' },
    });
    expect(router.state.location.pathname).toMatch(/^\/form\/form-\d+$/);
  });

  it('searches by name and sorts through the server, keeping both in the URL', async () => {
    seedForm({ name: 'Lien Intake', status: 'pending' });
    seedForm({ name: 'Notice Intake' });
    seedForm({ name: 'Bond Claim' });
    const { user, router } = renderApp('/forms');
    await tableRows();

    await user.type(screen.getByRole('searchbox', { name: 'Search forms' }), 'INTAKE');
    const subtitle = () => screen.getByRole('heading', { level: 1 }).nextSibling?.textContent;
    await waitFor(() => expect(subtitle()).toBe('2 forms'), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=INTAKE&sort=status&dir=asc'));
    const names = () =>
      [...screen.getByRole('table').querySelectorAll('tbody tr')].map(
        (row) => row.querySelector('td a')?.textContent,
      );
    await waitFor(() => expect(names()).toEqual(['Notice Intake', 'Lien Intake']), {
      timeout: 3000,
    });
    expect(formRequests.filter((request) => request.path === '/forms')).toEqual([]);
  });

  it("shows 'Contact Admin for Copy Link' for the variants of an unmapped form", async () => {
    const form = seedForm({ name: 'Unmapped', mapped: false, status: 'active' });
    form.form_variant = [makeVariant({ form_id: form.id, title: 'North Logo' })];

    renderApp('/forms');

    const row = await screen.findByText('Unmapped').then((el) => el.closest('tr')!);
    expect(within(row).getByText('Contact Admin for Copy Link')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument();
  });
});

describe('FormsPage for a user without the forms permission', () => {
  it('shows only mapped, active forms with a read-only name, Name and Created At only', async () => {
    signInAs({ permissions: ['projects'] });
    seedForm({ name: 'Offered Form' });
    seedForm({ name: 'Pending Form', status: 'pending' });
    seedForm({ name: 'Unmapped Form', mapped: false });

    renderApp('/forms');

    const [header, ...rows] = await tableRows();
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[▲▼]/g, '').trim()),
    ).toEqual(['Name', 'Created At']);
    expect(rows).toHaveLength(1);
    expect(screen.getByText('Offered Form')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Offered Form' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending Form')).not.toBeInTheDocument();
    expect(screen.queryByText('Unmapped Form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Form name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });
});

describe('Guest links', () => {
  it("copies the variant's link, says 'Copied!' for 2 seconds, and adds the contact id when asked", async () => {
    signInAs({ permissions: ['projects'], cnt_id: '4711' });
    const form = seedForm({ name: 'Notice Form' });
    form.form_variant = [
      makeVariant({ form_id: form.id, title: 'Blue Logo', uuid: 'blue-link' }),
      makeVariant({ form_id: form.id, title: 'Red Logo', uuid: 'red-link' }),
    ];
    const { user } = renderApp('/forms');
    const blue = (await screen.findByText('Blue Logo')).closest('li')!;

    await user.click(within(blue).getByRole('button', { name: 'Copy Link' }));

    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/new/blue-link`);
    const copied = within(blue).getByRole('button', { name: 'Copied!' });
    expect(
      within(screen.getByText('Red Logo').closest('li')!).getByRole('button', {
        name: 'Copy Link',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(copied).toHaveTextContent('Copy Link'), { timeout: 2500 });

    await user.click(within(blue).getByRole('checkbox', { name: 'Include Your Contact ID' }));
    await user.click(within(blue).getByRole('button', { name: 'Copy Link' }));

    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/new/blue-link/4711`,
    );
  });

  it('does not offer the contact id to a user without one', async () => {
    signInAs({ permissions: ['projects'], cnt_id: null });
    seedForm({ name: 'Notice Form' });

    renderApp('/forms');

    const checkbox = await screen.findByRole('checkbox', { name: 'Include Your Contact ID' });
    expect(checkbox).toBeDisabled();
  });

  it("explains the link format in the 'Guest Form Link' dialog", async () => {
    signInAs({ permissions: ['projects'] });
    seedForm({ name: 'Notice Form' });
    const { user } = renderApp('/forms');

    await user.click(await screen.findByRole('button', { name: 'About guest form links' }));

    const dialog = await screen.findByRole('dialog', { name: 'Guest Form Link' });
    expect(dialog).toHaveTextContent(`${window.location.origin}/new/{uuid}`);
    expect(dialog).toHaveTextContent(`${window.location.origin}/new/{uuid}/{cntid}`);
    expect(dialog).toHaveTextContent('Include Your Contact ID');
  });
});

describe('/form without an id', () => {
  it('redirects to /forms', async () => {
    signInAs({ permissions: ['forms'] });
    const { router } = renderApp('/form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forms');
  });
});
