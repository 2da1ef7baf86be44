import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  completeShareLink,
  seedShareLink,
  shareLinkRequests,
} from '../../../testing/share-links-handlers';
import { linkItem, openShareTab, seedShareableJob } from '../../../testing/share-link-screen';

describe("Share tab's links", () => {
  afterEach(() => vi.restoreAllMocks());

  it('disables a link, which turns Show and Copy off, and enables it again', async () => {
    const job = seedShareableJob();
    const link = seedShareLink(job.id, { shareNote: 'Owner', sections: ['section-owner'] });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openShareTab(job.id);
    const item = await waitFor(() => linkItem('Owner'));

    await user.click(within(item).getByRole('button', { name: 'Show' }));
    expect(opened).toHaveBeenCalledWith(link.url, '_blank', 'noopener,noreferrer');

    await user.click(within(item).getByRole('button', { name: 'Disable' }));
    await within(item).findByText('Closed');
    expect(within(item).getByRole('button', { name: 'Show' })).toBeDisabled();
    expect(within(item).getByRole('button', { name: 'Copy' })).toBeDisabled();

    await user.click(within(item).getByRole('button', { name: 'Enable' }));
    await within(item).findByText('Open');
    expect(within(item).getByRole('button', { name: 'Show' })).toBeEnabled();
    expect(within(item).getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(shareLinkRequests.map(({ path, body }) => [path, body])).toEqual([
      [`/api/v1/job/history/${link.id}`, { id: link.id, status: 'closed' }],
      [`/api/v1/job/history/${link.id}`, { id: link.id, status: 'open' }],
    ]);
  });

  it('says why a link the guest completed meanwhile cannot be disabled, and shows it complete', async () => {
    const job = seedShareableJob();
    const link = seedShareLink(job.id, { shareNote: 'Owner', sections: ['section-owner'] });
    const { user } = await openShareTab(job.id);
    const item = await waitFor(() => linkItem('Owner'));
    completeShareLink(link.id);

    await user.click(within(item).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link was submitted and can no longer be changed.',
    );
    expect(await within(item).findByText('Complete')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });

  it('shows a complete link with the finalized check and full progress, and no Enable', async () => {
    const job = seedShareableJob();
    seedShareLink(job.id, {
      shareNote: 'Lender',
      sections: ['section-lender'],
      status: 'complete',
      progress: 100,
    });
    await openShareTab(job.id);
    const item = await waitFor(() => linkItem('Lender'));

    expect(within(item).getByRole('img', { name: 'Finalized' })).toBeInTheDocument();
    expect(within(item).getByText('Complete')).toBeInTheDocument();
    expect(within(item).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(item).queryByRole('button', { name: /Enable|Disable/ })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Show' })).toBeDisabled();
    expect(within(item).getByRole('button', { name: 'Copy' })).toBeDisabled();
  });
});
