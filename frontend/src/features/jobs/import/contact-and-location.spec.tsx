import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedImport } from '../../../testing/import-handlers';
import { reviewerSession, seedJob } from '../../../testing/jobs-handlers';
import { renderApp } from '../../../testing/render-app';

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the contact and location of a job in Review, from the Settings to the send', () => {
  it(
    'fixes the missing contact in the Settings, whose choices follow the location, and the check then passes',
    { timeout: 30_000 },
    async () => {
      const job = seedJob({
        name: 'Harbor Bridge',
        status: 'pending',
        contact: null,
        can_import: true,
      });
      seedImport(job);
      const { user } = renderApp(`/job/${job.id}?tab=data`, { session: reviewerSession() });
      const panel = await screen.findByRole('region', { name: 'Send to the provider' });
      await user.click(await within(panel).findByRole('link', { name: 'Open the Settings' }));

      // The link opens the Settings in edit mode, at the Location select.
      const settings = await screen.findByRole('region', { name: 'Client Information' });
      const location = await within(settings).findByRole('combobox', { name: 'Location' });
      const contact = within(settings).getByRole('combobox', { name: 'Contact' });
      await waitFor(() => expect(location).toHaveFocus());
      expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await user.selectOptions(location, '5002');
      await waitFor(() =>
        expect(optionsOf(contact)).toEqual(['< choose a contact >', 'Dana Default', 'Alan Akron']),
      );
      await waitFor(() => expect(contact).toBeEnabled());
      await user.selectOptions(contact, '100300');
      await waitFor(() =>
        expect(optionsOf(location)).toContain('Demo Construction Co. – Akron Yard (Akron, OH)'),
      );
      await user.click(within(settings).getByRole('button', { name: 'Save' }));
      await within(settings).findByRole('button', { name: 'Edit settings' });

      await user.click(screen.getByRole('tab', { name: 'Job Data' }));
      const checked = await screen.findByRole('region', { name: 'Send to the provider' });
      expect(await within(checked).findByText(/Ready to send/)).toBeVisible();
      await user.click(within(checked).getByText('What the provider will receive'));
      expect(within(checked).getByText('Alan Akron')).toBeVisible();
      expect(within(checked).getByText(/Akron Yard/)).toBeVisible();
    },
  );
});
