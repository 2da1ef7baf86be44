import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../testing/auth-handlers';
import { setCustomerPresets } from '../../testing/customers-handlers';
import { withStore } from '../../testing/with-store';
import { writeStoredSession } from './stored-session';
import { useGetCustomerPresetsQuery } from '../job-form/customers-api';
import { useSaveCustomerMutation } from './customers-api';

/** The job form's auto-fill list beside the Customers tab's save. */
function AutofillAndTab() {
  const { data } = useGetCustomerPresetsQuery();
  const [save] = useSaveCustomerMutation();
  return (
    <>
      <ul aria-label="Auto-fill presets">
        {data?.map((preset) => (
          <li key={preset.id}>{preset.company}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() =>
          void save({ companyId: 'company-1', preset: { contact_role: 1, company: 'New Owner' } })
        }
      >
        Add
      </button>
    </>
  );
}

describe('customer presets API', () => {
  it('offers a preset added on the Customers tab in the auto-fill at once', async () => {
    setCustomerPresets([
      {
        id: 1,
        contact_role: 3,
        role_desc: 'General Contractor',
        company: 'Old GC',
        name: '',
        phone: '',
        address: '',
        address_2: '',
        city: '',
        state: '',
        zip: '',
        county: '',
        email: '',
      },
    ]);
    writeStoredSession(sessionOf('admin'));
    render(withStore(<AutofillAndTab />));
    const list = await screen.findByRole('list', { name: 'Auto-fill presets' });
    await waitFor(() => expect(list).toHaveTextContent('Old GC'));
    await act(() => userEvent.setup().click(screen.getByRole('button', { name: 'Add' })));
    await waitFor(() => expect(list).toHaveTextContent('New OwnerOld GC'));
  });
});
