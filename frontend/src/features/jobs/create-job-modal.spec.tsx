import { dateToInput, todayIso } from '@job-intake/contracts/formatting/dates';
import type { StoredSession } from '../../shared/api/stored-session';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { CONTACT_LOCATION_WARNING } from '@job-intake/contracts/jobs/job-settings';
import { sessionOf } from '../../testing/auth-handlers';
import {
  jobRequests,
  reviewerSession,
  setCustomerPresets,
  setOfferedForms,
  setReferenceLabel,
} from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';
import { PROVIDER_NEEDS_KEY } from './create-job-provider-note';
import { server } from '../../testing/server';
import { addDays } from './furnishing-dates';

async function openCreateJob(session: StoredSession = reviewerSession()) {
  const app = renderApp('/jobs/open', { session });
  await screen.findByText('No jobs found');
  await app.user.click(screen.getByRole('button', { name: /create job/i }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Job' });
  // The offered forms have arrived.
  await within(dialog).findByRole('option', { name: 'Notice Intake' });
  return { ...app, dialog };
}

const nameBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^name/i });

describe('CreateJobModal', () => {
  it('keeps Save and Save & Send disabled while the name is blank', async () => {
    const { user, dialog } = await openCreateJob();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const saveAndSend = within(dialog).getByRole('button', { name: 'Save & Send' });

    expect(save).toBeDisabled();
    expect(saveAndSend).toBeDisabled();
    await user.type(nameBox(dialog), '   ');
    expect(save).toBeDisabled();
    expect(saveAndSend).toBeDisabled();
    await user.type(nameBox(dialog), 'Harbor Bridge');
    expect(save).toBeEnabled();
    expect(saveAndSend).toBeEnabled();
    await user.clear(nameBox(dialog));
    expect(save).toBeDisabled();
  });

  it('starts with today and a week later as furnishing dates, and 0.00 amounts', async () => {
    const { dialog } = await openCreateJob();
    const today = todayIso();

    expect(within(dialog).getByLabelText('First Furnishing')).toHaveValue(dateToInput(today));
    expect(within(dialog).getByLabelText('Last Furnishing')).toHaveValue(
      dateToInput(addDays(today, 7)),
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'First Furnishing is an estimate' }),
    ).not.toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Last Furnishing is an estimate' }),
    ).not.toBeChecked();
    expect(within(dialog).getByLabelText('Total Contract Amount')).toHaveValue('0.00');
    expect(within(dialog).getByLabelText('Total Claim Amount')).toHaveValue('0.00');
    expect(within(dialog).getByLabelText('Customer Reference #')).toHaveValue('');
  });

  it('offers the active, mapped forms and names the reference field after the company', async () => {
    setReferenceLabel('PO Number');
    const { dialog } = await openCreateJob(sessionOf('admin'));

    const forms = within(dialog).getByRole('combobox', { name: 'Form' });
    expect(
      within(forms)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Notice Intake', 'Lien Intake']);
    expect(await within(dialog).findByLabelText('PO Number')).toBeInTheDocument();
  });

  it('offers the logo variants of a form that has them', async () => {
    setOfferedForms([
      {
        id: 'form-9',
        name: 'Branded',
        status: 'active',
        mapped: true,
        created_at: '2025-03-07T12:00:00.000Z',
        form_variant: ['North', 'South'].map((title) => ({
          id: `variant-${title}`,
          title,
          uuid: `uuid-${title}`,
          file_id: null,
          file: null,
          form_id: 'form-9',
          created_at: '2025-03-07T12:00:00.000Z',
        })),
      },
    ]);
    const app = renderApp('/jobs/open', { session: reviewerSession() });
    await app.user.click(await screen.findByRole('button', { name: /create job/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Job' });
    const logo = await within(dialog).findByRole('combobox', { name: 'Logo' });

    await app.user.selectOptions(logo, 'South');
    await app.user.type(nameBox(dialog), 'Branded job');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(jobRequests.find((r) => r.path === '/api/v1/job')?.body).toMatchObject({
        form_id: 'form-9',
        form_variant_id: 'variant-South',
      }),
    );
  });

  it('lists the contacts of the chosen location, and the locations of the chosen contact', async () => {
    const { user, dialog } = await openCreateJob();
    const locationSelect = within(dialog).getByRole('combobox', { name: 'Location' });
    const contactSelect = within(dialog).getByRole('combobox', { name: 'Contact' });
    await within(locationSelect).findByRole('option', { name: /Akron Yard/ });

    // Only active locations are offered.
    expect(
      within(locationSelect).queryByRole('option', { name: /Toledo/ }),
    ).not.toBeInTheDocument();
    expect(
      within(contactSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['< choose a contact >', 'Dana Default', 'Rita Reviewer', 'Alan Akron']);

    await user.selectOptions(locationSelect, '5002');
    await waitFor(() =>
      expect(
        within(contactSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['< choose a contact >', 'Dana Default', 'Alan Akron']),
    );

    await user.selectOptions(locationSelect, '');
    await within(contactSelect).findByRole('option', { name: 'Rita Reviewer' });
    await waitFor(() => expect(contactSelect).toBeEnabled());
    await user.selectOptions(contactSelect, '100245');
    await waitFor(() =>
      expect(
        within(locationSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['< choose a location >', 'Demo Construction Co. – Main Office (Cleveland, OH)']),
    );
  });

  it('fills the customer from the auto-fill: typing a number chooses that preset', async () => {
    setCustomerPresets([
      {
        id: 42,
        contact_role: 3,
        role_desc: 'General Contractor',
        company: 'Buildright LLC',
        name: 'Gina Gee',
        phone: '',
        address: '1 Main St',
        address_2: '',
        city: 'Akron',
        state: 'OH',
        zip: '44301',
        county: '',
        email: '',
      },
    ]);
    const { user, dialog } = await openCreateJob();

    const autofill = await within(dialog).findByRole('combobox', { name: 'Customer Auto-fill' });
    await user.type(autofill, '42');
    expect(within(dialog).getByText('Buildright LLC', { selector: 'strong' })).toBeInTheDocument();
    await user.type(nameBox(dialog), 'For a customer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(jobRequests.find((r) => r.path === '/api/v1/job')?.body).toMatchObject({
        customer_id: '42',
        searchQuery: 'Buildright LLC',
      }),
    );
  });

  it('checks the values with the rules from contracts before creating the job', async () => {
    const { user, dialog } = await openCreateJob();
    await user.click(nameBox(dialog));
    await user.paste('x'.repeat(256));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Name must be at most 255 characters'),
    ).toBeInTheDocument();
    expect(nameBox(dialog)).toHaveClass('is-invalid');
    expect(jobRequests.filter((r) => r.path === '/api/v1/job')).toEqual([]);
  });

  it('keeps the contact and location read-only without an api_key', async () => {
    const { dialog } = await openCreateJob(sessionOf('standard'));

    expect(within(dialog).getByRole('combobox', { name: 'Location' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Contact' })).toBeDisabled();
    // Said where they are greyed: right above the two selects.
    const why = within(dialog).getByText(PROVIDER_NEEDS_KEY);
    expect(why.nextElementSibling).toContainElement(
      within(dialog).getByRole('combobox', { name: 'Location' }),
    );
    expect(within(dialog).queryByText(CONTACT_LOCATION_WARNING)).not.toBeInTheDocument();
  });

  it('warns above Location and Contact while one is unset, for a user who can set them', async () => {
    const { user, dialog } = await openCreateJob();
    const warning = within(dialog).getByText(CONTACT_LOCATION_WARNING);
    expect(warning.nextElementSibling).toContainElement(
      within(dialog).getByRole('combobox', { name: 'Contact' }),
    );
    expect(within(dialog).queryByText(PROVIDER_NEEDS_KEY)).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Location' }), '5001');
    const contact = within(dialog).getByRole('combobox', { name: 'Contact' });
    await waitFor(() => expect(contact).toBeEnabled());
    await user.selectOptions(contact, '100245');
    expect(within(dialog).queryByText(CONTACT_LOCATION_WARNING)).not.toBeInTheDocument();
  });

  it('formats amounts as the user types and sends the whole new job, then opens it', async () => {
    const { user, dialog, router } = await openCreateJob();

    await user.type(nameBox(dialog), '  Harbor Bridge ');
    await user.type(within(dialog).getByLabelText('Customer Reference #'), 'PO-7');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Form' }), 'Lien Intake');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Location' }), '5001');
    const contact = within(dialog).getByRole('combobox', { name: 'Contact' });
    // The contacts of the location are fetched first.
    await waitFor(() => expect(contact).toBeEnabled());
    await user.selectOptions(contact, '100245');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Last Furnishing is an estimate' }),
    );
    const contract = within(dialog).getByLabelText('Total Contract Amount');
    await user.clear(contract);
    await user.type(contract, '$12a345.678');
    expect(contract).toHaveValue('12,345.67');
    const claim = within(dialog).getByLabelText('Total Claim Amount');
    await user.clear(claim);
    await user.type(claim, '99');
    await user.tab();
    expect(claim).toHaveValue('99.00');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'Harbor Bridge' });
    expect(router.state.location.pathname).toBe('/job/job-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const today = todayIso();
    expect(jobRequests.find((r) => r.path === '/api/v1/job')?.body).toEqual({
      name: 'Harbor Bridge',
      form_id: 'form-2',
      form_variant_id: null,
      reference_no: 'PO-7',
      selectedLocation: '5001',
      selectedContact: '100245',
      customer_id: null,
      searchQuery: '',
      first_furnishing: today,
      ff_est: false,
      last_furnishing: addDays(today, 7),
      lf_est: true,
      total_contract_amt: '12345.67',
      total_claim_amt: '99.00',
      createLink: false,
    });
  });

  it("Save & Send shows the 'Job Created' dialog with the preview link and a Copy button", async () => {
    const { user, dialog, router } = await openCreateJob();

    await user.type(nameBox(dialog), 'Send me');
    await user.click(within(dialog).getByRole('button', { name: 'Save & Send' }));

    const created = await screen.findByRole('dialog', { name: 'Job Created' });
    expect(jobRequests.find((r) => r.path === '/api/v1/job')?.body).toMatchObject({
      createLink: true,
    });
    const link = within(created).getByRole('textbox', { name: 'Send me' });
    expect(link).toHaveValue('http://localhost:3000/link/link-uuid-1');
    expect(router.state.location.pathname).toBe('/jobs/open');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(created).getByRole('button', { name: 'Copy' }));
      // user-event puts a clipboard stub in place of the browser's.
      expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/link/link-uuid-1');
      expect(within(created).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1900));
      expect(within(created).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(within(created).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }

    await user.click(within(created).getByRole('button', { name: 'Open Job' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Send me' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/job/job-1');
  });

  it("shows the server's message when the job cannot be created", async () => {
    server.use(
      http.post(apiUrl('/job'), () =>
        HttpResponse.json(
          { statusCode: 400, message: ['name must be shorter than or equal to 200 characters'] },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, router } = await openCreateJob();

    await user.type(nameBox(dialog), 'Too long');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'name must be shorter than or equal to 200 characters',
    );
    expect(router.state.location.pathname).toBe('/jobs/open');
  });

  it('says so and cannot save when no form is offered', async () => {
    setOfferedForms([]);
    const app = renderApp('/jobs/open', { session: reviewerSession() });
    await app.user.click(await screen.findByRole('button', { name: /create job/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Job' });

    expect(
      await within(dialog).findByText(/No form is available for new jobs yet/),
    ).toBeInTheDocument();
    await app.user.type(nameBox(dialog), 'Anything');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('starts empty each time it opens', async () => {
    const { user, dialog } = await openCreateJob();
    await user.type(nameBox(dialog), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /create job/i }));
    const reopened = await screen.findByRole('dialog', { name: 'Create Job' });
    expect(nameBox(reopened)).toHaveValue('');
  });
});
