import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CaughtMailList } from '@job-intake/contracts/identity/mail-api';
import { apiUrl } from '../../testing/api-url';
import { sessionOf } from '../../testing/auth-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

describe('DevMailPage', () => {
  it('lists the caught e-mails with their links clickable, to a super admin', async () => {
    server.use(
      http.get(apiUrl('/dev/mail'), () =>
        HttpResponse.json<CaughtMailList>({
          messages: [
            {
              id: '2',
              from: 'Job Intake <no-reply@job-intake.local>',
              to: ['user@demo.job-intake.local'],
              subject: 'Reset your Job Intake password',
              date: '2025-03-07T12:00:00.000Z',
              text: 'Open this link:\n\nhttp://localhost:3000/reset?code=abc%7Cuser%40demo.job-intake.local\n\nThanks',
            },
            {
              id: '1',
              from: 'a@b.co',
              to: ['c@d.co'],
              subject: '',
              date: '2025-03-06T12:00:00.000Z',
              text: 'Hi',
            },
          ],
        }),
      ),
    );
    renderApp('/dev/mail', { session: sessionOf('super') });

    const mail = await screen.findByRole('article', { name: 'Reset your Job Intake password' });
    expect(within(mail).getByText('Job Intake <no-reply@job-intake.local>')).toBeInTheDocument();
    expect(within(mail).getByText('user@demo.job-intake.local')).toBeInTheDocument();
    expect(within(mail).getByRole('link', { name: /\/reset\?code=abc/ })).toHaveAttribute(
      'href',
      'http://localhost:3000/reset?code=abc%7Cuser%40demo.job-intake.local',
    );
    expect(screen.getByRole('article', { name: '(no subject)' })).toBeInTheDocument();
    expect(screen.getByText('2 e-mails')).toBeInTheDocument();
  });

  it('is not shown to a guest or to a company admin, whose requests may come from this machine too', async () => {
    const guest = renderApp('/dev/mail', { session: null });
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/login'));
    guest.unmount();
    const admin = renderApp('/dev/mail', { session: sessionOf('admin') });
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/jobs/open'));
    expect(screen.queryByRole('heading', { name: 'Caught e-mails' })).toBeNull();
  });

  it('is linked from the Admin page while the server catches e-mails', async () => {
    server.use(http.get(apiUrl('/dev/mail/status'), () => HttpResponse.json({ active: true })));
    const { user, router } = renderApp('/admin', { session: sessionOf('super') });
    await user.click(await screen.findByRole('link', { name: 'Caught e-mails' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev/mail'));
    expect(await screen.findByRole('heading', { name: 'Caught e-mails' })).toBeInTheDocument();
  });

  it('says there is nothing to show when e-mail goes to an SMTP server', async () => {
    renderApp('/dev/mail', { session: sessionOf('super') });
    expect(await screen.findByText(/delivered by the configured SMTP server/)).toBeInTheDocument();
  });
});
