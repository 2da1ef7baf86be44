import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  RESET_CODE_INVALID_MESSAGE,
  RESET_REQUEST_MESSAGE,
  type ResetPasswordRequest,
} from '@job-intake/contracts/identity/identity-api';
import { apiUrl } from '../../testing/api-url';
import { GOOD_RESET_CODE } from '../../testing/auth-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const EMAIL = 'user@demo.job-intake.local';
const resetUrl = (value: string) => `/reset?code=${encodeURIComponent(value)}`;

describe('ResetPage, request mode', () => {
  it('asks for the e-mail; Send Link is disabled while it is empty or a request is in progress', async () => {
    let requested: unknown;
    server.use(
      http.post(apiUrl('/resetRequest'), async ({ request }) => {
        requested = await request.json();
        await delay(150);
        return HttpResponse.json({ message: RESET_REQUEST_MESSAGE });
      }),
    );
    const { user } = renderApp('/reset', { session: null });
    const send = await screen.findByRole('button', { name: 'Send Link' });
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), `  ${EMAIL} `);
    expect(send).toBeEnabled();
    await user.click(send);
    expect(screen.getByRole('button', { name: 'Send Link' })).toBeDisabled();

    expect(await screen.findByText(RESET_REQUEST_MESSAGE)).toBeInTheDocument();
    expect(requested).toEqual({ email: EMAIL });
    expect(screen.queryByRole('button', { name: 'Send Link' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to sign in' })[0]).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows a refused request in a danger alert and stays in request mode', async () => {
    server.use(
      http.post(apiUrl('/resetRequest'), () =>
        HttpResponse.json(
          {
            statusCode: 429,
            message: 'Too many password reset requests. Please wait a few minutes and try again.',
          },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderApp('/reset', { session: null });
    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText(/Too many password reset requests/)).toHaveClass('alert-danger');
    expect(screen.getByRole('button', { name: 'Send Link' })).toBeEnabled();
  });
});

describe('ResetPage, reset mode', () => {
  it.each([
    ['no pipe', 'abc'],
    ['three parts', `abc|${EMAIL}|x`],
    ['an empty code', `|${EMAIL}`],
  ])('sends a code with %s to /login', async (_case, value) => {
    const { router } = renderApp(resetUrl(value), { session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('asks for the new password twice; Submit Update is disabled unless both match', async () => {
    const { user } = renderApp(resetUrl(`${GOOD_RESET_CODE}|${EMAIL}`), { session: null });
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit Update' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('New Password'), 'a-new-password');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm New Password'), 'a-new-passwort');
    expect(submit).toBeDisabled();
    expect(screen.getByText(PASSWORD_MISMATCH_MESSAGE)).toBeVisible();

    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'a-new-password');
    expect(submit).toBeEnabled();
  });

  it('checks the copy again when the new password changes after it', async () => {
    const { user } = renderApp(resetUrl(`${GOOD_RESET_CODE}|${EMAIL}`), { session: null });
    const submit = await screen.findByRole('button', { name: 'Submit Update' });

    await user.type(screen.getByLabelText('Confirm New Password'), 'a-new-password');
    await user.type(screen.getByLabelText('New Password'), 'a-new-pass');
    expect(screen.getByText(PASSWORD_MISMATCH_MESSAGE)).toBeVisible();
    await user.type(screen.getByLabelText('New Password'), 'word');
    expect(screen.queryByText(PASSWORD_MISMATCH_MESSAGE)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('refuses an e-mail address as the new password before asking the server', async () => {
    const { user } = renderApp(resetUrl(`${GOOD_RESET_CODE}|${EMAIL}`), { session: null });
    const submit = await screen.findByRole('button', { name: 'Submit Update' });

    await user.type(screen.getByLabelText('New Password'), EMAIL);
    await user.type(screen.getByLabelText('Confirm New Password'), EMAIL);

    expect(screen.getByText('Your new password cannot be an e-mail address.')).toBeVisible();
    expect(submit).toBeDisabled();
  });

  it('sets the password and goes where the server says, with its message', async () => {
    let sent: ResetPasswordRequest | undefined;
    server.use(
      http.post<never, ResetPasswordRequest>(apiUrl('/auth/reset'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: PASSWORD_RESET_DONE_MESSAGE,
          redirect: '/login',
        });
      }),
    );
    const { user, router } = renderApp(resetUrl(`${GOOD_RESET_CODE}|${EMAIL}`), { session: null });
    await user.type(await screen.findByLabelText('New Password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Submit Update' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).toEqual({
      email: EMAIL,
      reset_code: GOOD_RESET_CODE,
      new_pass: 'a-new-password',
      confirm_pass: 'a-new-password',
    });
    expect(await screen.findByText(PASSWORD_RESET_DONE_MESSAGE)).toHaveClass('alert-success');
  });

  it('reads the code from the path too (/reset/:code)', async () => {
    renderApp(`/reset/${encodeURIComponent(`${GOOD_RESET_CODE}|${EMAIL}`)}`, { session: null });
    expect(await screen.findByRole('button', { name: 'Submit Update' })).toBeInTheDocument();
  });

  it('shows the server message in a danger alert and returns to request mode on failure', async () => {
    const { user, router } = renderApp(resetUrl(`used-code|${EMAIL}`), { session: null });
    await user.type(await screen.findByLabelText('New Password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Submit Update' }));

    expect(await screen.findByText(RESET_CODE_INVALID_MESSAGE)).toHaveClass('alert-danger');
    expect(screen.getByRole('button', { name: 'Send Link' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(router.state.location.pathname).toBe('/reset');
    expect(router.state.location.search).toBe('');
  });

  it('never follows a redirect to another site', async () => {
    server.use(
      http.post(apiUrl('/auth/reset'), () =>
        HttpResponse.json({ success: true, message: 'Done', redirect: '//evil.example.com' }),
      ),
    );
    const { user, router } = renderApp(resetUrl(`${GOOD_RESET_CODE}|${EMAIL}`), { session: null });
    await user.type(await screen.findByLabelText('New Password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Submit Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
