import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../shared/api/stored-session';
import { apiUrl } from '../../testing/api-url';
import { type DemoUser, sessionOf } from '../../testing/auth-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

async function sidebarOf(who: DemoUser) {
  const view = renderApp('/jobs/open', { session: sessionOf(who) });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const links = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim());
  return { ...view, nav, links };
}

describe('Sidebar', () => {
  it('shows a standard user the job lists and Forms, but not Users or Admin', async () => {
    const { links, nav } = await sidebarOf('standard');
    expect(links).toEqual(
      expect.arrayContaining(['Open', 'Review', 'Submitted', 'Archived', 'Forms']),
    );
    expect(links).not.toContain('Users');
    expect(links).not.toContain('Admin');
    expect(within(nav).getByRole('link', { name: /Stan Standard/ })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(nav).getByRole('link', { name: 'Forms' })).toHaveAttribute('href', '/forms');
  });

  it('leads every user to Settings (password, list options) without going through Profile', async () => {
    for (const who of ['standard', 'admin', 'super'] as const) {
      const { nav, unmount } = await sidebarOf(who);
      expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
        'href',
        '/settings',
      );
      unmount();
    }
  });

  it('shows Users to a company admin (users permission), but not Admin', async () => {
    const { links, nav } = await sidebarOf('admin');
    expect(links).toContain('Users');
    expect(links).not.toContain('Admin');
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
  });

  it('shows Users and Admin to a super admin', async () => {
    const { links, nav } = await sidebarOf('super');
    expect(links).toEqual(expect.arrayContaining(['Users', 'Admin']));
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: /Sam Super/ })).toBeInTheDocument();
  });

  it('logs out: revokes the tokens on the server, forgets the session and opens /login', async () => {
    let loggedOutWith: string | null = null;
    server.use(
      http.post(apiUrl('/auth/logout'), ({ request }) => {
        loggedOutWith = request.headers.get('Authorization');
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, nav, router } = await sidebarOf('standard');
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loggedOutWith).toBe('Bearer token-standard');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it('starts the next sign-in at /jobs, not at the page of the user who logged out', async () => {
    const { user, router } = renderApp('/settings', { session: sessionOf('admin') });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await user.type(await screen.findByLabelText('Email'), 'user@demo.job-intake.local');
    await user.type(screen.getByLabelText('Password'), 'demo-user-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/open'));
  });

  it('logs out locally even when the server cannot be reached', async () => {
    server.use(http.post(apiUrl('/auth/logout'), () => HttpResponse.error()));
    const { user, nav, router } = await sidebarOf('admin');
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
