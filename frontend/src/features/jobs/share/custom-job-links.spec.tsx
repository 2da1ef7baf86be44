import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { seedShareLink, shareLinkRequests } from '../../../testing/share-links-handlers';
import { seedShareableJob } from '../../../testing/share-link-screen';

describe("Settings panel's Custom job links", () => {
  it('creates a link in a modal with the same form, counts the links and leads to the Share tab', async () => {
    const job = seedShareableJob();
    seedShareLink(job.id, { shareNote: 'Owner', sections: ['section-owner'] });
    const { user, router } = renderApp(`/job/${job.id}?tab=settings`);
    const links = await screen.findByRole('region', { name: 'Custom job links' });
    expect(
      await within(links).findByRole('link', { name: '1 link on the Share tab' }),
    ).toBeInTheDocument();

    await user.click(within(links).getByRole('button', { name: 'Create Custom Job Link' }));
    const modal = await screen.findByRole('dialog', { name: 'Create Custom Job Link' });
    await user.click(within(modal).getByRole('textbox', { name: 'Label' }));
    await user.paste('Lender');
    await user.click(within(modal).getByRole('checkbox', { name: 'Project Details' }));
    await user.click(within(modal).getByRole('checkbox', { name: 'Owner Information' }));
    await user.click(within(modal).getByRole('button', { name: 'Generate Link' }));

    expect(await within(modal).findByRole('textbox', { name: /Share link for/ })).toHaveValue(
      `${window.location.origin}/link/0b6c2d1e-0000-4000-8000-000000000002`,
    );
    expect(within(modal).getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(shareLinkRequests.map(({ body }) => body)).toEqual([
      { job_id: job.id, sections: ['section-lender'], shareNote: 'Lender' },
    ]);
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(links).getByRole('link', { name: '2 links on the Share tab' }));
    expect(router.state.location.search).toBe('?tab=share');
    expect(await screen.findByRole('listitem', { name: 'Lender' })).toBeInTheDocument();
  }, 20_000);
});
