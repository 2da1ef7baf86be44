import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_FAILED_MESSAGE,
  SIGN_IN_PROOF_REQUIRED,
  SIGN_IN_PROOF_REQUIRED_MESSAGE,
  type LoginRequest,
  type SignInProofRequired,
} from '@job-intake/contracts/identity/identity-api';
import { SESSION_STORAGE_KEY } from '../../shared/api/stored-session';
import { solveCaptcha } from '../../testing/altcha-widget';
import { apiUrl } from '../../testing/api-url';
import { demoUsers, sessionOf } from '../../testing/auth-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const stored = () => JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');

describe('LoginPage', () => {
  it('is where / leads a guest, with e-mail, password, a disabled Sign In and a link to /reset', async () => {
    const { router } = renderApp('/', { session: null });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Job Intake')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('enables Sign In only when both e-mail and password are filled', async () => {
    const { user } = renderApp('/login', { session: null });
    const button = await screen.findByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), '   ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('Password'));
    expect(button).toBeDisabled();
  });

  it('shows the spec message in a danger alert for a wrong password, and stays signed out', async () => {
    const { user, router } = renderApp('/login', { session: null });
    await user.type(await screen.findByLabelText('Email'), demoUsers.standard.user.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByText(LOGIN_FAILED_MESSAGE);
    expect(alert).toHaveClass('alert-danger');
    expect(router.state.location.pathname).toBe('/login');
    expect(stored()).toBeNull();
  });

  it('shows another refusal as the server words it (too many attempts)', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json(
          {
            statusCode: 429,
            message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
          },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderApp('/login', { session: null });
    await user.type(await screen.findByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });

  it('shows the captcha when the server asks for a proof, and retries with the solution', async () => {
    const sent: LoginRequest[] = [];
    const { password, user: admin } = demoUsers.admin;
    server.use(
      http.post<never, LoginRequest>(apiUrl('/auth/login'), async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        if (body.captcha === 'solved-payload' && body.password === password)
          return HttpResponse.json({ ...sessionOf('admin'), expires_in: 28800 });
        if (body.captcha)
          return HttpResponse.json({ message: LOGIN_FAILED_MESSAGE }, { status: 401 });
        return HttpResponse.json<SignInProofRequired>(
          {
            statusCode: 428,
            error: 'Precondition Required',
            code: SIGN_IN_PROOF_REQUIRED,
            message: SIGN_IN_PROOF_REQUIRED_MESSAGE,
            captcha: { provider: 'altcha', challengeUrl: apiUrl('/captcha/challenge') },
          },
          { status: 428 },
        );
      }),
    );
    const { user, router } = renderApp('/login', { session: null });
    const signIn = await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByTestId('altcha-widget')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'mistyped');
    await user.click(signIn);

    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_PROOF_REQUIRED_MESSAGE);
    expect(await screen.findByTestId('altcha-widget')).toBeInTheDocument();
    expect(signIn).toBeDisabled();

    // A wrong password with a solution: the solution is spent, the widget starts over.
    await solveCaptcha('spent-payload');
    await waitFor(() => expect(signIn).toBeEnabled());
    await user.click(signIn);
    expect(await screen.findByText(LOGIN_FAILED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(signIn).toBeDisabled());

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), password);
    await solveCaptcha('solved-payload');
    await waitFor(() => expect(signIn).toBeEnabled());
    await user.click(signIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/open'));
    expect(sent.map((body) => body.captcha)).toEqual([
      undefined,
      'spent-payload',
      'solved-payload',
    ]);
  });

  it('signs in, keeps {token, user} in localStorage and opens /jobs', async () => {
    const { user, router } = renderApp('/login', { session: null });
    await user.type(await screen.findByLabelText('Email'), ` ${demoUsers.admin.user.email} `);
    await user.type(screen.getByLabelText('Password'), demoUsers.admin.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/open'));
    expect(await screen.findByRole('link', { name: /Alice Admin/ })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(stored()).toEqual({ token: 'token-admin', user: demoUsers.admin.user });
  });

  it('lands a super admin on /admin, where their work is, not on an empty job list', async () => {
    const { user, router } = renderApp('/login', { session: null });
    await user.type(await screen.findByLabelText('Email'), demoUsers.super.user.email);
    await user.type(screen.getByLabelText('Password'), demoUsers.super.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Companies' })).toBeInTheDocument();
  });

  it('brings a guest back to the page they asked for after signing in', async () => {
    const { user, router } = renderApp('/jobs/archived', { session: null });
    await user.type(await screen.findByLabelText('Email'), demoUsers.standard.user.email);
    await user.type(screen.getByLabelText('Password'), demoUsers.standard.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/archived'));
  });

  it('sends a signed-in user on to /jobs', async () => {
    const { router } = renderApp('/login', { session: sessionOf('standard') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/open'));
  });

  it('never links to the caught e-mails, which hold reset links: not even while the server catches them', async () => {
    server.use(http.get(apiUrl('/dev/mail/status'), () => HttpResponse.json({ active: true })));
    renderApp('/login', { session: null });
    await screen.findByRole('heading', { name: 'Sign in' });
    // findByRole gives the link the time it took to appear when the page asked the catcher's status.
    const link = await screen.findByRole('link', { name: 'Caught e-mails' }).catch(() => null);
    expect(link).toBeNull();
  });
});
