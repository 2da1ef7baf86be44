import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createBrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '@job-intake/contracts/identity/identity-api';
import { APP_FILES_META } from '../config/app-files-meta';
import { readStoredSession, writeStoredSession } from '../shared/api/stored-session';
import { demoUsers, sessionOf } from '../testing/auth-handlers';
import { opensOnLoginScreen } from './first-screen';
import { LoginScreen } from './login-screen';
import { prefetchApp } from './prefetch-app';

function renderLoginScreen() {
  const openApp = vi.fn();
  render(<LoginScreen openApp={openApp} />);
  return { openApp, user: userEvent.setup() };
}

describe("/login's first load (the sign-in page before the app is loaded)", () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.head.querySelectorAll('meta, link').forEach((element) => element.remove());
  });

  it('signs in, keeps the session and opens the app', async () => {
    const { openApp, user } = renderLoginScreen();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset',
    );
    await user.type(screen.getByLabelText('Email'), demoUsers.admin.user.email);
    await user.type(screen.getByLabelText('Password'), demoUsers.admin.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(openApp).toHaveBeenCalledOnce());
    expect(readStoredSession()).toEqual({ token: 'token-admin', user: demoUsers.admin.user });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  it('shows a refusal and opens nothing', async () => {
    const { openApp, user } = renderLoginScreen();
    await user.type(screen.getByLabelText('Email'), demoUsers.admin.user.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(LOGIN_FAILED_MESSAGE)).toHaveClass('alert-danger');
    expect(openApp).not.toHaveBeenCalled();
    expect(readStoredSession()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the notice a page sent to /login, also when /login is reloaded', async () => {
    const router = createBrowserRouter([{ path: '*', element: null }]);
    await router.navigate('/login', { state: { notice: 'Your password has been changed.' } });
    router.dispose();

    renderLoginScreen();
    expect(screen.getByText('Your password has been changed.')).toHaveClass('alert-success');
  });

  it('opens the app when another tab signs in', () => {
    const { openApp } = renderLoginScreen();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'other' })));
    expect(openApp).not.toHaveBeenCalled();
    writeStoredSession(sessionOf('standard'));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: null })));
    expect(openApp).toHaveBeenCalledOnce();
  });

  it('is the first screen at /login and / without a session, never with one or elsewhere', () => {
    window.history.replaceState(null, '', '/login');
    expect(opensOnLoginScreen()).toBe(true);
    window.history.replaceState(null, '', '/');
    expect(opensOnLoginScreen()).toBe(true);
    expect(window.location.pathname).toBe('/login');
    window.history.replaceState(null, '', '/jobs/open');
    expect(opensOnLoginScreen()).toBe(false);
    window.history.replaceState(null, '', '/login');
    writeStoredSession(sessionOf('standard'));
    expect(opensOnLoginScreen()).toBe(false);
  });

  it("fetches the app's listed files once idle, scripts as module preloads, styles as prefetches", async () => {
    const meta = document.createElement('meta');
    meta.name = APP_FILES_META;
    meta.content = '/assets/c-app.js /assets/app.css';
    document.head.append(meta);

    prefetchApp();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    await waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(2));
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['modulepreload', '/assets/c-app.js'],
      ['prefetch', '/assets/app.css'],
    ]);
  });
});
