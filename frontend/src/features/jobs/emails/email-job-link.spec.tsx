import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailRequests, seedEmail } from '../../../testing/emails-handlers';
import { reviewerSession, seedJob } from '../../../testing/jobs-handlers';
import { renderApp } from '../../../testing/render-app';

describe("the Settings panel's Email Job Link", { timeout: 20_000 }, () => {
  it('lists the e-mails and sends a new one from Compose, which then shows in the list', async () => {
    const job = seedJob({ name: 'Harbor Bridge' });
    seedEmail(job.id, { to: 'ann@example.com', subject: 'First request', status: 'sent' });
    const { user } = renderApp(`/job/${job.id}?tab=settings`, { session: reviewerSession() });
    const panel = await screen.findByRole('region', { name: 'Client Information' });
    const section = within(panel).getByRole('region', { name: 'Email Job Link' });
    expect(
      await within(section).findByRole('row', { name: 'First request to ann@example.com' }),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compose Email' });
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'bob@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('Email sent to bob@example.org.');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(
      await within(section).findByRole('row', { name: /to bob@example\.org$/ }),
    ).toBeInTheDocument();
    expect(emailRequests).toHaveLength(1);
  });
});
