import {
  COMPANY_SAVED_MESSAGE,
  DEFAULT_CONFIG_SETTINGS,
  type CompanyDetailDto,
  type UpdateCompanyRequest,
} from '@job-intake/contracts/identity/company-api';
import type { PermissionName } from '@job-intake/contracts/identity/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const COMPANY_ID = '00000000-0000-4000-8000-000000000001';

const company: CompanyDetailDto = {
  id: COMPANY_ID,
  name: 'Demo Construction Co.',
  status: 'demo',
  contact_id: '100200',
  config_settings: DEFAULT_CONFIG_SETTINGS,
  archive_length: -1,
  archive_duration: 'month',
  reference_label: 'Customer Reference #',
  autofill_label: 'Customer Auto-fill',
  custom_style: null,
  created_at: '2025-03-07T12:00:00.000Z',
  user_list: [
    { id: 'u1', name: 'Alice Admin', email: 'admin@demo.job-intake.local', role: 'Admin' },
    { id: 'u2', name: 'Stan Standard', email: 'user@demo.job-intake.local', role: 'Standard User' },
  ],
};

/** Signs in (as the login page stores the session) with a role holding these permissions. */
function signInWith(permissions: PermissionName[]) {
  const user = {
    id: 'u1',
    name: 'Alice Admin',
    email: 'admin@demo.job-intake.local',
    cnt_id: null,
    api_key: null,
    list_count: 100,
    column_choice: 'form_variant',
    memberships: [
      {
        id: 'm1',
        company: { id: COMPANY_ID, name: company.name },
        role_id: 'r1',
        role: { id: 'r1', name: 'Admin', permissions: permissions.map((value) => ({ value })) },
      },
    ],
  };
  window.localStorage.setItem('job-intake.session', JSON.stringify({ token: 'token', user }));
}

/** Serves the company and records every PATCH body; the PATCH answers the merged company. */
function serveCompany() {
  const patches: UpdateCompanyRequest[] = [];
  let saved = company;
  server.use(
    http.get(apiUrl(`/company/${COMPANY_ID}`), () => HttpResponse.json(saved)),
    http.patch(apiUrl(`/company/${COMPANY_ID}`), async ({ request }) => {
      const body = (await request.json()) as UpdateCompanyRequest;
      patches.push(body);
      saved = {
        ...saved,
        ...body,
        contact_id: body.contact_id ?? null,
        custom_style: body.custom_style ?? null,
        config_settings: { ...saved.config_settings, ...body.config_settings },
      };
      return HttpResponse.json(saved);
    }),
  );
  return patches;
}

async function openSettings(path = `/company/${COMPANY_ID}`) {
  const app = renderApp(path);
  const form = await screen.findByRole('form', { name: 'Company Settings' });
  return { ...app, form };
}

describe('Company page', () => {
  it('shows the Settings tab filled with the saved settings', async () => {
    signInWith(['company', 'users', 'services', 'data_export']);
    serveCompany();
    const { form } = await openSettings();

    expect(screen.getByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Settings',
      'Services',
      'Email Templates',
      'Customers',
      'Data Export',
      'API Tokens',
      'Webhooks',
    ]);
    expect(within(form).getByLabelText(/Company Name/)).toHaveValue(company.name);
    expect(within(form).getByLabelText('Contact ID')).toHaveValue('100200');
    expect(within(form).getByLabelText('Send reminders')).not.toBeChecked();
    expect(within(form).getByLabelText('First reminder')).toHaveValue(2);
    expect(within(form).getByLabelText('Between reminders')).toHaveValue(5);
    expect(within(form).getByLabelText('Request expires')).toHaveValue(45);
    expect(within(form).getByLabelText('Warn sender')).toHaveValue(7);
    expect(within(form).getByLabelText(/E-mail Subject/)).toHaveValue(
      '[company_name] | [job_name]',
    );
    expect(within(form).getByLabelText('Archive submitted jobs after')).toHaveValue(-1);
    expect(within(form).getByText('-1 = never archive')).toBeInTheDocument();
    expect(within(form).getByLabelText('Archive unit')).toHaveValue('month');
    expect(within(form).getByLabelText(/Reference Label/)).toHaveValue('Customer Reference #');
    expect(within(form).getByLabelText(/Auto-fill Label/)).toHaveValue('Customer Auto-fill');
    expect(within(form).getByText('[link_address]')).toBeInTheDocument();
    expect(within(form).getByText('[user_email]')).toBeInTheDocument();
  });

  it("links the sidebar to the user's company only with the company permission", async () => {
    signInWith(['company']);
    serveCompany();
    const { unmount } = await openSettings();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Company' })).toHaveAttribute(
      'href',
      `/company/${COMPANY_ID}`,
    );
    unmount();

    signInWith(['projects', 'project_history']);
    renderApp('/jobs/open');
    await screen.findByText('No jobs found');
    const sidebar = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(sidebar.queryByRole('link', { name: 'Company' })).not.toBeInTheDocument();
  });

  it('lets only a super admin change the status', async () => {
    signInWith(['company']);
    serveCompany();
    const { form } = await openSettings();
    expect(within(form).getByLabelText('Status')).toBeDisabled();
    expect(within(form).getByText('Only a super admin can change the status.')).toBeInTheDocument();
  });

  it('saves the settings, without the status, and says so', async () => {
    signInWith(['company']);
    const patches = serveCompany();
    const { form, user } = await openSettings();

    const name = within(form).getByLabelText(/Company Name/);
    await user.clear(name);
    await user.type(name, '  Demo Construction Company ');
    await user.click(within(form).getByLabelText('Send reminders'));
    const first = within(form).getByLabelText('First reminder');
    await user.clear(first);
    await user.type(first, '3');
    const archive = within(form).getByLabelText('Archive submitted jobs after');
    await user.clear(archive);
    await user.type(archive, '6');
    await user.selectOptions(within(form).getByLabelText('Archive unit'), 'week');
    await user.clear(within(form).getByLabelText('Contact ID'));
    await user.click(within(form).getByLabelText(/Custom Style/));
    await user.paste('.card { border: 0; }');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText(COMPANY_SAVED_MESSAGE)).toBeInTheDocument();
    expect(patches).toEqual([
      {
        name: 'Demo Construction Company',
        contact_id: null,
        config_settings: { ...DEFAULT_CONFIG_SETTINGS, send_reminders: true, first_reminder: 3 },
        archive_length: 6,
        archive_duration: 'week',
        reference_label: 'Customer Reference #',
        autofill_label: 'Customer Auto-fill',
        custom_style: '.card { border: 0; }',
      },
    ]);
    expect(name).toHaveValue('Demo Construction Company');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demo Construction Company' }),
    ).toBeInTheDocument();

    // Editing again hides the message of the last save.
    await user.type(name, '!');
    expect(within(form).queryByText(COMPANY_SAVED_MESSAGE)).not.toBeInTheDocument();
  });

  it('sends the status a super admin chose', async () => {
    signInWith(['super', 'company']);
    const patches = serveCompany();
    const { form, user } = await openSettings(`/admin/company/${COMPANY_ID}`);

    expect(screen.getByRole('link', { name: /Back to Companies/ })).toHaveAttribute(
      'href',
      '/admin',
    );
    await user.selectOptions(within(form).getByLabelText('Status'), 'active');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText(COMPANY_SAVED_MESSAGE)).toBeInTheDocument();
    expect(patches[0]).toMatchObject({ status: 'active' });
  });

  it('names every invalid field and sends nothing', async () => {
    signInWith(['company']);
    const patches = serveCompany();
    const { form, user } = await openSettings();

    await user.clear(within(form).getByLabelText(/Company Name/));
    await user.type(within(form).getByLabelText('Contact ID'), 'x');
    const first = within(form).getByLabelText('First reminder');
    await user.clear(first);
    await user.type(first, '-1');
    await user.clear(within(form).getByLabelText('Warn sender'));
    const from = within(form).getByLabelText(/From E-mail/);
    await user.clear(from);
    await user.type(from, 'office at demo');
    await user.clear(within(form).getByLabelText(/E-mail Subject/));
    const archive = within(form).getByLabelText('Archive submitted jobs after');
    await user.clear(archive);
    await user.type(archive, '-2');
    await user.clear(within(form).getByLabelText(/Reference Label/));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await within(form).findByText('Please correct the highlighted fields, then save again.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Company name is required.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/Company Name/)).toHaveFocus());
    expect(within(form).getByText('The contact id may contain only digits.')).toBeInTheDocument();
    expect(within(form).getAllByText('Enter a whole number of days, 0 or more.')).toHaveLength(2);
    expect(within(form).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(form).getByText('The e-mail subject is required.')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter a whole number, or -1 to never archive.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('The reference label is required.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Company Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/Auto-fill Label/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(patches).toEqual([]);

    // Fixing a field clears its message at once.
    await user.type(within(form).getByLabelText(/Company Name/), 'Demo');
    expect(within(form).queryByText('Company name is required.')).not.toBeInTheDocument();
  });

  it("shows the server's message in a danger alert when the save is refused", async () => {
    signInWith(['company']);
    serveCompany();
    server.use(
      http.patch(apiUrl(`/company/${COMPANY_ID}`), () =>
        HttpResponse.json(
          { statusCode: 400, message: ['name must be at most 255 characters'] },
          { status: 400 },
        ),
      ),
    );
    const { form, user } = await openSettings();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const alert = await within(form).findByText('name must be at most 255 characters');
    expect(alert).toHaveClass('alert-danger');
    expect(within(form).queryByText(COMPANY_SAVED_MESSAGE)).not.toBeInTheDocument();
  });

  it('sends the user to /settings when the company cannot be loaded', async () => {
    signInWith(['company']);
    server.use(
      http.get(apiUrl(`/company/${COMPANY_ID}`), () =>
        HttpResponse.json({ statusCode: 404, message: 'Company not found' }, { status: 404 }),
      ),
    );
    const { router } = renderApp(`/company/${COMPANY_ID}`);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await waitFor(() => expect(visited[0]).toBe('/settings'));
    expect(screen.queryByRole('form', { name: 'Company Settings' })).not.toBeInTheDocument();
  });
});
