import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_NOTICE } from '../shared/api/auth-slice';
import { SESSION_STORAGE_KEY } from '../shared/api/stored-session';
import { apiUrl } from '../testing/api-url';
import { demoUsers, sessionOf } from '../testing/auth-handlers';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';
import { NO_PERMISSION_MESSAGE } from './route-guards';

describe('the session', () => {
  it('sends the bearer token with every API call', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/jobs'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ jobs: [], total: 0 });
      }),
    );
    renderApp('/jobs/open', { session: sessionOf('standard') });
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(seen).toEqual(['Bearer token-standard']);
  });

  it('clears the stored login on a 401 to an authenticated call and opens /login', async () => {
    server.use(
      http.get(apiUrl('/jobs'), () =>
        HttpResponse.json(
          { statusCode: 401, message: 'Your session has expired.' },
          { status: 401 },
        ),
      ),
    );
    const { router } = renderApp('/jobs/open', { session: sessionOf('standard') });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(await screen.findByText(SESSION_EXPIRED_NOTICE)).toBeInTheDocument();
  });

  it('treats a token the server no longer knows (GET /auth/me answers 401) the same way', async () => {
    server.use(
      http.get(apiUrl('/auth/me'), () =>
        HttpResponse.json({ statusCode: 401, message: 'Expired' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/profile', {
      session: { token: 'revoked-token', user: demoUsers.admin.user },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session on other errors (403, 500)', async () => {
    server.use(
      http.get(apiUrl('/jobs'), () =>
        HttpResponse.json({ statusCode: 403, message: 'No' }, { status: 403 }),
      ),
    );
    const { router } = renderApp('/jobs/open', { session: sessionOf('standard') });
    expect(await screen.findByText('The jobs could not be loaded.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/open');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('refreshes the stored user from GET /auth/me', async () => {
    const renamed = { ...demoUsers.standard.user, name: 'Stanley Standard' };
    server.use(http.get(apiUrl('/auth/me'), () => HttpResponse.json(renamed)));
    renderApp('/jobs/open', { session: sessionOf('standard') });
    expect(await screen.findByText('Stanley Standard')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').user.name).toBe(
        'Stanley Standard',
      ),
    );
  });

  it('follows a logout in another tab', async () => {
    const { router } = renderApp('/jobs/open', { session: sessionOf('standard') });
    await screen.findByRole('navigation', { name: 'Main' });
    act(() => {
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('the route guards', () => {
  it.each(['/jobs/open', '/job/123', '/profile', '/settings', '/forms'])(
    'send a guest from %s to /login',
    async (path) => {
      const { router } = renderApp(path, { session: null });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it.each([
    ['standard', '/users'],
    ['standard', '/company/company-1'],
    ['standard', '/form/form-1'],
    ['admin', '/admin'],
    ['admin', '/admin/company/company-1'],
  ] as const)('send a %s user from %s to the jobs list with a message', async (who, path) => {
    const { router } = renderApp(path, { session: sessionOf(who) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/open'));
    expect(await screen.findByText(NO_PERMISSION_MESSAGE)).toBeInTheDocument();
  });

  it('send an unknown path to / and from there a guest to /login', async () => {
    const { router } = renderApp('/no/such/page', { session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('send a signed-in user on an unknown path to the jobs list', async () => {
    const { router } = renderApp('/no/such/page', { session: sessionOf('admin') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/open'));
  });
});
