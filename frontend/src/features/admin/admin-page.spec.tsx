import {
  DEFAULT_COMPANY_SORT,
  DEFAULT_CONFIG_SETTINGS,
  type CompanyDto,
  type CompanyListItem,
  type CreateCompanyRequest,
  type CreateCompanyResponse,
} from '@job-intake/contracts/identity/company-api';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { sessionOf } from '../../testing/auth-handlers';
import { pagedListAnswer } from '../../testing/paged-list-answer';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const seeded: CompanyListItem[] = [
  {
    id: 'c-zeta',
    name: 'Zeta Roofing',
    status: 'hold',
    contact_id: null,
    created_at: '2025-01-15T12:00:00.000Z',
    user_count: 4,
  },
  {
    id: 'c-demo',
    name: 'Demo Construction Co.',
    status: 'demo',
    contact_id: '100200',
    created_at: '2025-03-07T12:00:00.000Z',
    user_count: 3,
  },
  {
    id: 'c-acme',
    name: 'acme builders',
    status: 'active',
    contact_id: null,
    created_at: '2024-11-02T12:00:00.000Z',
    user_count: 12,
  },
];

const COMPANIES_LIST = {
  keys: {
    name: (company: CompanyListItem) => company.name.toLowerCase(),
    status: (company: CompanyListItem) => company.status,
    created: (company: CompanyListItem) => Date.parse(company.created_at),
    users: (company: CompanyListItem) => company.user_count,
  },
  defaultSort: DEFAULT_COMPANY_SORT,
  matches: (company: CompanyListItem, search: string) =>
    company.name.toLowerCase().includes(search),
};

/**
 * An in-memory companies API: GET /companies (searched, sorted and paged as the server does) and
 * POST /company; records the POST bodies.
 */
function serveCompanies(initial: CompanyListItem[] = seeded) {
  let companies = [...initial];
  const created: CreateCompanyRequest[] = [];
  server.use(
    http.get(apiUrl('/companies'), ({ request }) =>
      pagedListAnswer(request, companies, COMPANIES_LIST, ({ rows, ...page }) => ({
        companies: rows,
        ...page,
      })),
    ),
    http.post(apiUrl('/company'), async ({ request }) => {
      const body = (await request.json()) as CreateCompanyRequest;
      created.push(body);
      const company: CompanyDto = {
        id: `c-${created.length}`,
        name: body.company.name,
        status: body.company.status,
        contact_id: body.company.contact_id ?? null,
        config_settings: DEFAULT_CONFIG_SETTINGS,
        archive_length: -1,
        archive_duration: 'month',
        reference_label: 'Customer Reference #',
        autofill_label: 'Customer Auto-fill',
        custom_style: null,
        created_at: '2025-04-01T12:00:00.000Z',
      };
      companies = [...companies, { ...company, user_count: 1 }];
      return HttpResponse.json<CreateCompanyResponse>(
        { company, admin_email: 'admin+harbor-paving@job-intake.local' },
        { status: 201 },
      );
    }),
  );
  return created;
}

async function openAdmin() {
  const app = renderApp('/admin', { session: sessionOf('super') });
  const table = await screen.findByRole('table');
  return { ...app, table };
}

async function openAddCompany() {
  const app = await openAdmin();
  await app.user.click(screen.getByRole('button', { name: /Add Company/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Company' });
  return { ...app, dialog };
}

describe('Companies table', () => {
  it('lists the companies by name with status, created date and users', async () => {
    serveCompanies();
    const { table } = await openAdmin();

    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    expect(screen.getByText('3 companies')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name▲', 'Status▲', 'Created▲', 'Users▲', 'Links']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'acme builders',
      'Demo Construction Co.',
      'Zeta Roofing',
    ]);
    const demo = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(demo.map((cell) => cell.textContent)).toEqual([
      'Demo Construction Co.',
      'Demo',
      '03/07/2025',
      '3',
      'SettingsUsersForms',
    ]);
    expect(within(demo[1] as HTMLElement).getByText('Demo')).toHaveClass('badge');
  });

  it('links each company to its settings, users and forms', async () => {
    serveCompanies();
    await openAdmin();
    const links = within(screen.getByRole('group', { name: 'Demo Construction Co. links' }));
    expect(links.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/admin/company/c-demo',
    );
    expect(links.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/admin/users/c-demo',
    );
    expect(links.getByRole('link', { name: 'Forms' })).toHaveAttribute(
      'href',
      '/forms?company=c-demo',
    );
    expect(screen.getByRole('link', { name: 'Demo Construction Co.' })).toHaveAttribute(
      'href',
      '/admin/company/c-demo',
    );
  });

  it('sorts by users, most first, when the header is clicked', async () => {
    serveCompanies();
    const { table, user } = await openAdmin();
    const counts = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    const header = within(table).getByRole('button', { name: /Users/ });
    await user.click(header);
    await waitFor(() => expect(counts()).toEqual(['12', '4', '3']));
    await user.click(header);
    await waitFor(() => expect(counts()).toEqual(['3', '4', '12']));
  });

  it('pages, sorts and searches on the server with the state in the URL', async () => {
    const many = Array.from({ length: 150 }, (_, i): CompanyListItem => ({
      id: `c-${String(i + 1).padStart(3, '0')}`,
      name: `Paging Co ${String(i + 1).padStart(3, '0')}`,
      status: 'active',
      contact_id: null,
      created_at: '2025-01-15T12:00:00.000Z',
      user_count: i % 7,
    }));
    serveCompanies(many);
    const { table, user, router } = await openAdmin();
    // Cheap reads: a failed getBy… prints the whole 100-row table on every retry.
    const firstName = () => table.querySelector('tbody tr')?.textContent;
    const subtitle = () => screen.getByRole('heading', { level: 1 }).nextSibling?.textContent;
    expect(subtitle()).toBe('150 companies');
    expect(within(table).getAllByRole('row')).toHaveLength(101);

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(firstName()).toContain('Paging Co 101'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?page=2');

    await user.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(firstName()).toContain('Paging Co 150'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?sort=name&dir=desc');

    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'co 12');
    await waitFor(() => expect(subtitle()).toBe('10 companies'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?sort=name&dir=desc&q=co+12');
    expect(firstName()).toContain('Paging Co 129');
  }, 30_000);

  it('shows the page, order and search a link names', async () => {
    serveCompanies();
    renderApp('/admin?sort=users&dir=asc&q=o', { session: sessionOf('super') });
    expect(await screen.findByText('2 companies')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search companies' })).toHaveValue('o');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Demo Construction Co.',
      'Zeta Roofing',
    ]);
  });

  it('says so when there is no company', async () => {
    serveCompanies([]);
    renderApp('/admin', { session: sessionOf('super') });
    expect(await screen.findByText('There are no items to display...')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    server.use(
      http.get(apiUrl('/companies'), () =>
        HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 }),
      ),
    );
    renderApp('/admin', { session: sessionOf('super') });
    expect(await screen.findByText('The companies could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Add Company modal', () => {
  it('needs a name, starts with the status Setup and refuses a contact id with letters', async () => {
    serveCompanies();
    const { dialog, user } = await openAddCompany();
    const add = within(dialog).getByRole('button', { name: 'Add Company' });

    expect(within(dialog).getByLabelText('Status')).toHaveValue('setup');
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Name/), '   ');
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Name/), 'Harbor Paving');
    expect(add).toBeEnabled();
    await user.type(within(dialog).getByLabelText('Contact ID'), '12a');
    expect(within(dialog).getByText('The contact id may contain only digits.')).toBeVisible();
    expect(add).toBeDisabled();
  });

  it("creates the company, shows the admin's login and refreshes the table", async () => {
    const created = serveCompanies();
    const { dialog, user } = await openAddCompany();

    await user.type(within(dialog).getByLabelText(/Name/), '  Harbor Paving ');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'beta');
    await user.type(within(dialog).getByLabelText('Contact ID'), ' 100300 ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Company' }));

    const done = await screen.findByRole('dialog', { name: 'Company Created' });
    expect(created).toEqual([
      { company: { name: 'Harbor Paving', status: 'beta', contact_id: '100300' } },
    ]);
    expect(within(done).getByText('admin+harbor-paving@job-intake.local')).toBeVisible();
    expect(within(done).getByText(/A link to choose the password was e-mailed/)).toBeVisible();
    expect(within(done).getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/admin/company/c-1',
    );

    await user.click(within(done).getByRole('button', { name: 'Copy' }));
    expect(within(done).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('admin+harbor-paving@job-intake.local');

    expect(await screen.findByRole('link', { name: 'Harbor Paving' })).toBeInTheDocument();
    expect(screen.getByText('4 companies')).toBeInTheDocument();

    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends no contact id when it is left empty', async () => {
    const created = serveCompanies();
    const { dialog, user } = await openAddCompany();
    await user.type(within(dialog).getByLabelText(/Name/), 'Harbor Paving');
    await user.click(within(dialog).getByRole('button', { name: 'Add Company' }));
    await screen.findByRole('dialog', { name: 'Company Created' });
    expect(created).toEqual([
      { company: { name: 'Harbor Paving', status: 'setup', contact_id: null } },
    ]);
  });

  it("shows the server's message in a danger alert", async () => {
    serveCompanies();
    server.use(
      http.post(apiUrl('/company'), () =>
        HttpResponse.json(
          { statusCode: 400, message: ['company.name must be at most 255 characters'] },
          { status: 400 },
        ),
      ),
    );
    const { dialog, user } = await openAddCompany();
    await user.type(within(dialog).getByLabelText(/Name/), 'Harbor Paving');
    await user.click(within(dialog).getByRole('button', { name: 'Add Company' }));

    const alert = await within(dialog).findByText('company.name must be at most 255 characters');
    expect(alert).toHaveClass('alert-danger');
    expect(screen.queryByRole('dialog', { name: 'Company Created' })).not.toBeInTheDocument();
  });

  it('starts empty each time it opens', async () => {
    serveCompanies();
    const { dialog, user } = await openAddCompany();
    await user.type(within(dialog).getByLabelText(/Name/), 'Draft');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'closed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Add Company/ }));
    const reopened = await screen.findByRole('dialog', { name: 'Add Company' });
    expect(within(reopened).getByLabelText(/Name/)).toHaveValue('');
    expect(within(reopened).getByLabelText('Status')).toHaveValue('setup');
  });
});
