import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { guestRequests, resetGuests, UNSUBSCRIBE_TOKEN } from '../../testing/guest-handlers';
import { renderGuestPage } from '../../testing/render-guest-page';
import { server } from '../../testing/server';
import { UNSUBSCRIBE_FAILED, UNSUBSCRIBE_NOT_FOUND } from './unsubscribe-page';

beforeEach(resetGuests);

const PAGE = `/unsubscribe/${UNSUBSCRIBE_TOKEN}`;
const CONFIRMATION = 'You will get no more reminders about Riverside Mall.';

describe('the unsubscribe page on /unsubscribe/{token}', () => {
  it('asks about the job, stops its reminders on the button and confirms', async () => {
    renderGuestPage(PAGE);
    expect(await screen.findByText('Stop reminder e-mails about Riverside Mall?')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stop reminders' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CONFIRMATION);
    expect(screen.queryByRole('button', { name: 'Stop reminders' })).not.toBeInTheDocument();
    expect(guestRequests).toEqual([{ path: PAGE, body: null }]);
  });

  it('shows the confirmation at once when the reminders are already off', async () => {
    server.use(
      http.get(apiUrl('/unsubscribe/:token'), () =>
        HttpResponse.json({ job_name: 'Riverside Mall', opt_out: true }),
      ),
    );
    renderGuestPage(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFIRMATION);
    expect(screen.queryByRole('button', { name: 'Stop reminders' })).not.toBeInTheDocument();
  });

  it('says so for an unknown token', async () => {
    renderGuestPage('/unsubscribe/no-such-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_NOT_FOUND);
    expect(screen.queryByRole('button', { name: 'Stop reminders' })).not.toBeInTheDocument();
  });

  it('keeps the question and shows why when the stop fails', async () => {
    server.use(
      http.post(apiUrl('/unsubscribe/:token'), () =>
        HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 }),
      ),
    );
    renderGuestPage(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop reminders' }));
    expect(await screen.findByText(UNSUBSCRIBE_FAILED)).toBeVisible();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop reminders' })).toBeEnabled();
  });
});
