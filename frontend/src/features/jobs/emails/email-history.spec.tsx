import {
  NO_UUID_MESSAGE,
  OPT_OUT_DELAY_MS,
  OPT_OUT_ERROR_MESSAGE,
  RESEND_DELAY_MS,
} from '@job-intake/contracts/emails/emails-api';
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import { emailRequests, seedEmail } from '../../../testing/emails-handlers';
import { server } from '../../../testing/server';
import { openShareTab, seedShareableJob } from '../../../testing/share-link-screen';

/** The Share tab's e-mails (the Settings panel, hidden on this tab, lists them too). */
const emails = () => screen.getByRole('region', { name: 'Emails' });
const row = (name: string) => within(emails()).getByRole('row', { name });

/** Moves the fake clock a second at a time: each tick of the countdown sets the next one. */
async function secondsPass(seconds: number) {
  for (let second = 0; second < seconds; second++) {
    await act(() => vi.advanceTimersByTimeAsync(1_000));
  }
}

/** Opens the Share tab with fake timers that user-event advances too. */
async function openHistory() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const job = seedShareableJob();
  const seeded = {
    sent: seedEmail(job.id, {
      to: 'ann@example.com',
      subject: 'Owner data',
      status: 'sent',
      sent_at: '2025-03-09T12:00:00.000Z',
    }),
    failed: seedEmail(job.id, {
      to: 'bob@example',
      subject: 'Lender data',
      status: 'error',
      error: '550 mailbox unavailable',
    }),
    expired: seedEmail(job.id, { to: 'cy@example.com', subject: 'Old', status: 'expired' }),
  };
  const view = await openShareTab(job.id);
  await within(await screen.findByRole('region', { name: 'Emails' })).findByRole('table', {
    name: 'E-mail history',
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...view, user, job, seeded };
}

describe('E-mail history', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('lists status, sent date, expiry and reminders, the expired one with its box off', async () => {
    await openHistory();
    const sent = row('Owner data to ann@example.com');
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(sent).toHaveTextContent('03/09/2025');
    expect(sent).toHaveTextContent('04/07/2025');
    expect(within(sent).getByRole('checkbox', { name: /Reminders/ })).toBeChecked();
    const failed = row('Lender data to bob@example');
    expect(within(failed).getByText('Error')).toBeInTheDocument();
    expect(failed).toHaveTextContent('Error sending email: 550 mailbox unavailable');
    const expired = row('Old to cy@example.com');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByRole('checkbox', { name: /Reminders/ })).toBeDisabled();
  });

  it('turns reminders off only after the opt-out delay', async () => {
    const { user, seeded } = await openHistory();
    const check = within(row('Owner data to ann@example.com')).getByRole('checkbox');
    await user.click(check);
    expect(check).not.toBeChecked();
    expect(emailRequests).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(OPT_OUT_DELAY_MS));
    expect(emailRequests).toEqual([
      { path: '/api/v1/optOut', body: { id: seeded.sent.id, opt_out: true } },
    ]);
  });

  it('puts the box back and says so when the opt-out fails', async () => {
    server.use(http.post(apiUrl('/optOut'), () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openHistory();
    const check = within(row('Owner data to ann@example.com')).getByRole('checkbox');
    await user.click(check);
    await act(() => vi.advanceTimersByTimeAsync(OPT_OUT_DELAY_MS));
    expect(await within(emails()).findByText(OPT_OUT_ERROR_MESSAGE)).toBeInTheDocument();
    expect(check).toBeChecked();
  });

  it('resends after the counted-down delay', async () => {
    const { user, seeded, job } = await openHistory();
    const sent = row('Owner data to ann@example.com');
    // Only the test moves the clock from here, so the countdown is exact.
    vi.useFakeTimers();
    await user.click(within(sent).getByRole('button', { name: 'Resend' }));
    expect(within(sent).getByRole('button', { name: 'Resend in 3s' })).toBeDisabled();
    await secondsPass(RESEND_DELAY_MS / 1_000 - 1);
    expect(within(sent).getByRole('button', { name: 'Resend in 1s' })).toBeDisabled();
    expect(emailRequests).toEqual([]);
    await secondsPass(1);
    vi.useRealTimers();
    await within(sent).findByRole('button', { name: 'Resend' });
    expect(emailRequests).toEqual([
      {
        path: '/api/v1/resend',
        body: { email_id: seeded.sent.id, uuid: seeded.sent.uuid, job_id: job.id },
      },
    ]);
  });

  it('says no valid uuid for an e-mail without one, and sends nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const job = seedShareableJob();
    seedEmail(job.id, { to: 'ann@example.com', subject: 'No link', uuid: '' });
    const { user } = await openShareTab(job.id);
    const item = await within(await screen.findByRole('region', { name: 'Emails' })).findByRole(
      'row',
      { name: 'No link to ann@example.com' },
    );
    await user.click(within(item).getByRole('button', { name: 'Resend' }));
    expect(await within(emails()).findByText(NO_UUID_MESSAGE)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RESEND_DELAY_MS));
    expect(emailRequests).toEqual([]);
  });

  it('opens a past e-mail read-only from View', async () => {
    const { user } = await openHistory();
    await user.click(
      within(row('Owner data to ann@example.com')).getByRole('button', { name: 'View' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'View Email' });
    expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Owner data');
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('compose-mode')).toHaveTextContent('Read-only');
  });

  it('says so when the job has no e-mails yet', async () => {
    const job = seedShareableJob();
    await openShareTab(job.id);
    const region = await screen.findByRole('region', { name: 'Emails' });
    expect(
      await within(region).findByText('No e-mails have been sent for this job.'),
    ).toBeInTheDocument();
  });
});
