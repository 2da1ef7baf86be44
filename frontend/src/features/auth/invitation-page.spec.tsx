import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  INVITATION_INVALID_MESSAGE,
  type InvitationDetails,
} from '@job-intake/contracts/identity/users-api';
import { apiUrl } from '../../testing/api-url';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const TOKEN = 'Zx_9-token';

function serveInvitation(details: InvitationDetails, redirect: string) {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/invitation/lookup'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(details);
    }),
    http.post(apiUrl('/invitation/accept'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: 'You are now a member of Demo Co.', redirect });
    }),
  );
  return sent;
}

const details = (new_account: boolean): InvitationDetails => ({
  company: { name: 'Demo Co.' },
  email: 'pat@example.com',
  role: 'Reviewer',
  new_account,
});

describe('InvitationPage', () => {
  it('shows the offer; accepting with an existing account leads to sign-in with a notice', async () => {
    const sent = serveInvitation(details(false), '/login');
    const { user, router } = renderApp(`/invitation/${TOKEN}`, { session: null });

    expect(await screen.findByRole('heading', { name: 'Join Demo Co.' })).toBeInTheDocument();
    expect(screen.getByText('Reviewer')).toBeInTheDocument();
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText('You are now a member of Demo Co.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sent).toEqual([{ token: TOKEN }, { token: TOKEN }]);
  });

  it('sends a new account on to choose its password', async () => {
    serveInvitation(details(true), `/reset?code=${encodeURIComponent('code-1|pat@example.com')}`);
    const { user } = renderApp(`/invitation/${TOKEN}`, { session: null });

    expect(
      await screen.findByText('Accepting creates your account; you then choose your password.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
  });

  it("shows the server's message for a used or expired link, with no Accept button", async () => {
    server.use(
      http.post(apiUrl('/invitation/lookup'), () =>
        HttpResponse.json(
          { statusCode: 400, message: INVITATION_INVALID_MESSAGE, error: 'Bad Request' },
          { status: 400 },
        ),
      ),
    );
    renderApp(`/invitation/${TOKEN}`, { session: null });

    expect(await screen.findByText(INVITATION_INVALID_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
