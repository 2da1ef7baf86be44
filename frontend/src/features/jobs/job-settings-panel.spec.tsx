import {
  CONTACT_LOCATION_WARNING,
  NO_CONTACT_SET,
  SETTINGS_SAVE_ERROR,
} from '@job-intake/contracts/jobs/job-settings';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StoredSession } from '../../shared/api/stored-session';
import { apiUrl } from '../../testing/api-url';
import { sessionOf } from '../../testing/auth-handlers';
import { jobRequests, reviewerSession, seedJob } from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

async function openSettings(
  overrides: Partial<JobDetail> = {},
  session: StoredSession = reviewerSession(),
) {
  const job = seedJob({ name: 'Harbor Bridge', reference_no: 'HB-1', ...overrides });
  const app = renderApp(`/job/${job.id}?tab=settings`, { session });
  const panel = await screen.findByRole('region', { name: 'Client Information' });
  // The provider's names have arrived.
  await within(panel).findByText('Dana Default');
  return { ...app, job, panel };
}

/** The cell of a setting: its label and value (and the customer's value). */
function cellOf(panel: HTMLElement, label: string) {
  const labelElement = within(panel).getAllByText(label, { selector: 'div, label' })[0];
  return labelElement?.parentElement as HTMLElement;
}

describe('the Settings panel', () => {
  it('shows the settings read-only until the edit icon is clicked', async () => {
    const { user, panel } = await openSettings({
      first_furnishing: '2025-03-07',
      ff_est: true,
      total_contract_amt: '12345.6',
    });

    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(cellOf(panel, 'Job Name')).toHaveTextContent('Harbor Bridge');
    expect(cellOf(panel, 'Customer Reference #')).toHaveTextContent('HB-1');
    expect(cellOf(panel, 'Location')).toHaveTextContent(
      'Demo Construction Co. – Main Office (Cleveland, OH)',
    );
    expect(cellOf(panel, 'Contact')).toHaveTextContent('Dana Default');
    expect(cellOf(panel, 'First Furnishing')).toHaveTextContent('03/07/2025 (Estimate)');
    expect(cellOf(panel, 'Total Contract Amount')).toHaveTextContent('$12,345.60');
    expect(cellOf(panel, 'Entry User')).toHaveTextContent('Stan Standard');
    expect(within(panel).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Edit settings' }));

    expect(within(panel).getByRole('textbox', { name: 'Job Name' })).toHaveValue('Harbor Bridge');
    // Enabled once the contact's locations are in.
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: 'Location' })).toBeEnabled(),
    );
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('cannot be edited without an api_key', async () => {
    const { panel } = await openSettings({}, sessionOf('standard'));

    expect(within(panel).getByRole('button', { name: 'Edit settings' })).toBeDisabled();
    expect(within(panel).getByText(/editing them needs a provider API key/)).toBeInTheDocument();
  });

  it('saves only what changed, with the revision it was shown, and highlights the changed cells', async () => {
    const { user, panel, job } = await openSettings({ revision: 4 });
    await user.click(within(panel).getByRole('button', { name: 'Edit settings' }));

    const name = within(panel).getByRole('textbox', { name: 'Job Name' });
    await user.clear(name);
    await user.type(name, 'Harbor Bridge II');
    const claim = within(panel).getByLabelText('Total Claim Amount');
    await user.clear(claim);
    await user.type(claim, '1500');
    await user.click(
      within(panel).getByRole('checkbox', { name: 'Last Furnishing is an estimate' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(cellOf(panel, 'Job Name')).toHaveTextContent('Harbor Bridge II'));
    expect(jobRequests.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `/api/v1/job/${job.id}`,
      body: {
        name: 'Harbor Bridge II',
        lf_est: true,
        total_claim_amt: '1500.00',
        expected_revision: 4,
      },
    });
    expect(cellOf(panel, 'Total Claim Amount')).toHaveTextContent('$1,500.00');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();

    // Changed cells are highlighted for a second.
    expect(cellOf(panel, 'Job Name').className).toMatch(/highlight/);
    expect(cellOf(panel, 'Last Furnishing').className).toMatch(/highlight/);
    expect(cellOf(panel, 'Customer Reference #').className).not.toMatch(/highlight/);
    await waitFor(() => expect(cellOf(panel, 'Job Name').className).not.toMatch(/highlight/), {
      timeout: 1500,
    });
  });

  it('clears the contact and warns when the contact or location is unset', async () => {
    const { user, panel } = await openSettings();
    expect(within(panel).queryByText(CONTACT_LOCATION_WARNING)).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Edit settings' }));

    const contact = within(panel).getByRole('combobox', { name: 'Contact' });
    await waitFor(() => expect(contact).toBeEnabled());
    await user.selectOptions(contact, '');
    expect(within(panel).getByText(CONTACT_LOCATION_WARNING)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await within(panel).findByText(NO_CONTACT_SET)).toBeInTheDocument();
    expect(within(panel).getByText(CONTACT_LOCATION_WARNING)).toBeInTheDocument();
    expect(jobRequests.find((r) => r.method === 'PATCH')?.body).toEqual({
      selectedContact: null,
      expected_revision: 0,
    });
  });

  it('has a red border in edit mode while the job is in Review', async () => {
    const { user, panel } = await openSettings({ status: 'pending' });
    expect(panel.className).not.toMatch(/pendingEdit/);

    await user.click(within(panel).getByRole('button', { name: 'Edit settings' }));

    expect(panel.className).toMatch(/pendingEdit/);
  });

  it('asks before Cancel throws changes away, and not when nothing changed', async () => {
    const { user, panel } = await openSettings();
    await user.click(within(panel).getByRole('button', { name: 'Edit settings' }));
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Edit settings' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Job Name' }), ' changed');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel changes' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to cancel? Your changes to the job settings will be lost.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(panel).getByRole('textbox', { name: 'Job Name' })).toHaveValue(
      'Harbor Bridge changed',
    );

    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel changes' })).getByRole('button', {
        name: 'Discard Changes',
      }),
    );
    expect(cellOf(panel, 'Job Name')).toHaveTextContent('Harbor Bridge');
    expect(jobRequests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('shows the save error in a red alert in the panel', async () => {
    server.use(
      http.patch(apiUrl('/job/:id'), () =>
        HttpResponse.json(
          { statusCode: 400, message: ['total_claim_amt must be an amount'] },
          { status: 400 },
        ),
      ),
    );
    const { user, panel } = await openSettings();
    await user.click(within(panel).getByRole('button', { name: 'Edit settings' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Job Name' }), '!');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(SETTINGS_SAVE_ERROR);
    expect(alert).toHaveClass('alert-danger');
    expect(within(panel).getByRole('textbox', { name: 'Job Name' })).toHaveValue('Harbor Bridge!');
  });

  it('checks the values with the rules from contracts before sending them', async () => {
    const { user, panel } = await openSettings();
    await user.click(within(panel).getByRole('button', { name: 'Edit settings' }));
    const reference = within(panel).getByRole('textbox', { name: 'Customer Reference #' });
    await user.clear(reference);
    await user.click(reference);
    await user.paste('x'.repeat(256));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(
      await within(panel).findByText('Reference # must be at most 255 characters'),
    ).toBeInTheDocument();
    expect(reference).toHaveClass('is-invalid');
    expect(jobRequests.filter((r) => r.method === 'PATCH')).toEqual([]);

    await user.clear(reference);
    await user.type(reference, 'HB-2');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(jobRequests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
        reference_no: 'HB-2',
      }),
    );
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { user, panel, router } = await openSettings();
    await user.click(within(panel).getByRole('button', { name: 'Edit settings' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Job Name' }), ' draft');

    await user.click(screen.getByRole('link', { name: '← Back to Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toMatch(/^\/job\//);

    await user.click(screen.getByRole('link', { name: '← Back to Open' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave Page',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/open'));
  });
});

describe('customer-submitted values', () => {
  it('shows the values that differ beside the staff ones and accepts one with a click', async () => {
    const { user, panel, job } = await openSettings({
      reference_no: 'HB-1',
      total_claim_amt: '150.00',
      total_contract_amt: '900.00',
      user_submitted: {
        reference_no: 'CUST-9',
        // The same amount written otherwise, and a zero amount: neither counts as different.
        total_claim_amt: '150',
        total_contract_amt: '0.00',
        name: 'Harbor Bridge',
      },
    });

    const reference = cellOf(panel, 'Customer Reference #');
    expect(reference).toHaveTextContent('Customer submitted:');
    expect(cellOf(panel, 'Total Claim Amount')).not.toHaveTextContent('Customer submitted:');
    expect(cellOf(panel, 'Total Contract Amount')).not.toHaveTextContent('Customer submitted:');
    expect(cellOf(panel, 'Job Name')).not.toHaveTextContent('Customer submitted:');

    await user.click(within(reference).getByRole('button', { name: /CUST-9/ }));

    await waitFor(() =>
      expect(cellOf(panel, 'Customer Reference #')).not.toHaveTextContent('Customer submitted:'),
    );
    expect(cellOf(panel, 'Customer Reference #')).toHaveTextContent('CUST-9');
    expect(jobRequests).toContainEqual({
      method: 'POST',
      path: `/api/v1/job/${job.id}/settings`,
      body: { field: 'reference_no' },
    });
  });

  it("clears the customer's values with Clear Customer Values (History: clear_user_input)", async () => {
    const { user, panel, job } = await openSettings({
      reference_no: 'HB-1',
      user_submitted: { reference_no: 'CUST-9' },
    });

    await user.click(within(panel).getByRole('button', { name: 'Clear Customer Values' }));

    await waitFor(() =>
      expect(cellOf(panel, 'Customer Reference #')).not.toHaveTextContent('CUST-9'),
    );
    expect(cellOf(panel, 'Customer Reference #')).toHaveTextContent('HB-1');
    expect(jobRequests).toContainEqual({
      method: 'DELETE',
      path: `/api/v1/job/${job.id}/user-submitted`,
      body: undefined,
    });
    expect(
      within(panel).queryByRole('button', { name: 'Clear Customer Values' }),
    ).not.toBeInTheDocument();
  });

  it('shows a differing amount normalised to two decimals', async () => {
    const { panel } = await openSettings({
      total_claim_amt: '150.00',
      user_submitted: { total_claim_amt: '175.5' },
    });

    expect(
      within(cellOf(panel, 'Total Claim Amount')).getByRole('button', { name: /\$175\.50/ }),
    ).toBeInTheDocument();
  });

  it('shows but cannot accept them without an api_key', async () => {
    const { panel } = await openSettings(
      { user_submitted: { reference_no: 'CUST-9' } },
      sessionOf('standard'),
    );

    const reference = cellOf(panel, 'Customer Reference #');
    expect(reference).toHaveTextContent('CUST-9');
    expect(within(reference).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Clear Customer Values' }),
    ).not.toBeInTheDocument();
  });

  it("reads a location the provider does not describe as 'Description Not Found ({id})'", async () => {
    const { panel } = await openSettings({ location: '9999', location_desc: null });

    expect(cellOf(panel, 'Location')).toHaveTextContent('Description Not Found (9999)');
  });
});
