import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  USER_CONFIG_SAVED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@job-intake/contracts/identity/identity-api';
import { SESSION_STORAGE_KEY } from '../../shared/api/stored-session';
import { apiUrl } from '../../testing/api-url';
import { CURRENT_PASSWORD, sessionOf } from '../../testing/auth-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const stored = () => JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');

describe('SettingsPage', () => {
  it('shows the profile data read-only', async () => {
    renderApp('/settings', { session: sessionOf('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const profile = screen.getByLabelText('Profile');
    expect(within(profile).getByText('Alice Admin')).toBeInTheDocument();
    expect(within(profile).getByText('admin@demo.job-intake.local')).toBeInTheDocument();
    expect(within(profile).getByText('Demo Construction Co.')).toBeInTheDocument();
    expect(within(profile).queryByRole('textbox')).not.toBeInTheDocument();
  });

  describe('Job List Options', () => {
    it('saves list_count and column_choice and updates the stored user', async () => {
      let body: unknown;
      server.use(
        http.post(apiUrl('/settings/userConfig'), async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ result: 'success' });
        }),
      );
      const { user } = renderApp('/settings', { session: sessionOf('standard') });
      const save = await screen.findByRole('button', { name: 'Save Options' });
      expect(save).toBeDisabled();
      expect(screen.getByLabelText('Jobs per page')).toHaveValue('100');
      expect(screen.getByLabelText('Logo or location column')).toHaveValue('form_variant');

      await user.selectOptions(screen.getByLabelText('Jobs per page'), '500');
      await user.selectOptions(screen.getByLabelText('Logo or location column'), 'Location');
      await user.click(save);

      expect(await screen.findByText(USER_CONFIG_SAVED_MESSAGE)).toHaveClass('text-success');
      expect(body).toEqual({ list_count: 500, column_choice: 'location' });
      expect(stored().user).toMatchObject({ list_count: 500, column_choice: 'location' });
      expect(screen.getByRole('button', { name: 'Save Options' })).toBeDisabled();
    });

    it('shows a refusal in red', async () => {
      server.use(
        http.post(apiUrl('/settings/userConfig'), () =>
          HttpResponse.json(
            { statusCode: 400, message: ['list_count must be one of: 100, 500, 1000'] },
            { status: 400 },
          ),
        ),
      );
      const { user } = renderApp('/settings', { session: sessionOf('standard') });
      await user.selectOptions(await screen.findByLabelText('Jobs per page'), '1000');
      await user.click(screen.getByRole('button', { name: 'Save Options' }));
      expect(await screen.findByText('list_count must be one of: 100, 500, 1000')).toHaveClass(
        'text-danger',
      );
      expect(stored().user.list_count).toBe(100);
    });
  });

  describe('Change Password', () => {
    const fill = async (
      user: ReturnType<typeof renderApp>['user'],
      values: { current?: string; next?: string; confirm?: string },
    ) => {
      if (values.current)
        await user.type(screen.getByLabelText('Current Password'), values.current);
      if (values.next) await user.type(screen.getByLabelText('New Password'), values.next);
      if (values.confirm)
        await user.type(screen.getByLabelText('Confirm New Password'), values.confirm);
    };

    it('needs all three fields', async () => {
      const { user } = renderApp('/settings', { session: sessionOf('standard') });
      const button = await screen.findByRole('button', { name: 'Update Password' });
      expect(button).toBeDisabled();
      await fill(user, { current: 'x', next: 'new-password' });
      expect(button).toBeDisabled();
      await fill(user, { confirm: 'new-password' });
      expect(button).toBeEnabled();
    });

    it('shows the mismatch message in red next to the button and sends nothing', async () => {
      let called = false;
      server.use(
        http.post(apiUrl('/settings/password'), () => {
          called = true;
          return HttpResponse.json({ token: 'x' });
        }),
      );
      const { user } = renderApp('/settings', { session: sessionOf('standard') });
      await screen.findByRole('button', { name: 'Update Password' });
      await fill(user, {
        current: CURRENT_PASSWORD,
        next: 'new-password',
        confirm: 'new-passwort',
      });
      await user.click(screen.getByRole('button', { name: 'Update Password' }));

      const message = await screen.findByText(PASSWORD_MISMATCH_MESSAGE);
      expect(message).toHaveClass('text-danger');
      expect(message.parentElement).toContainElement(
        screen.getByRole('button', { name: 'Update Password' }),
      );
      expect(called).toBe(false);
    });

    it('names the policy the new password breaks, focuses it, and clears the message on typing', async () => {
      const { user } = renderApp('/settings', { session: sessionOf('standard') });
      await screen.findByRole('button', { name: 'Update Password' });
      await fill(user, { current: CURRENT_PASSWORD, next: 'short', confirm: 'short' });
      await user.click(screen.getByRole('button', { name: 'Update Password' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_TOO_SHORT_MESSAGE);
      expect(screen.getByLabelText('New Password')).toHaveFocus();
      await user.type(screen.getByLabelText('New Password'), '-longer');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows a wrong current password as the server words it', async () => {
      const { user } = renderApp('/settings', { session: sessionOf('standard') });
      await screen.findByRole('button', { name: 'Update Password' });
      await fill(user, { current: 'not-it', next: 'new-password', confirm: 'new-password' });
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      expect(await screen.findByText(WRONG_CURRENT_PASSWORD_MESSAGE)).toHaveClass('text-danger');
      expect(stored().token).toBe('token-standard');
    });

    it('changes the password, keeps the new token and empties the fields', async () => {
      const { user } = renderApp('/settings', { session: sessionOf('standard') });
      await screen.findByRole('button', { name: 'Update Password' });
      await fill(user, {
        current: CURRENT_PASSWORD,
        next: 'new-password',
        confirm: 'new-password',
      });
      await user.click(screen.getByRole('button', { name: 'Update Password' }));

      expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toHaveClass('text-success');
      await waitFor(() => expect(stored().token).toBe('token-after-change'));
      expect(screen.getByLabelText('Current Password')).toHaveValue('');
    });
  });
});
