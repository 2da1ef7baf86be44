import { SHARE_LINK_LABEL_MAX_LENGTH } from '@job-intake/contracts/jobs/jobs-api';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { shareLinkRequests } from '../../../testing/share-links-handlers';
import { linkItem, openShareTab, seedShareableJob } from '../../../testing/share-link-screen';

describe('Share tab', () => {
  it('creates a link for the checked sections and lists it, ready to copy', async () => {
    const job = seedShareableJob();
    const { user } = await openShareTab(job.id);
    expect(await screen.findByText('There are no items to display...')).toBeInTheDocument();

    const generate = screen.getByRole('button', { name: 'Generate Link' });
    const label = screen.getByRole('textbox', { name: 'Label' });
    expect(generate).toBeDisabled();
    const checks = ['Project Details', 'Owner Information', 'Lender Information'].map((name) =>
      screen.getByRole('checkbox', { name }),
    );
    checks.forEach((check) => expect(check).toBeChecked());

    await user.type(label, '   ');
    expect(generate).toBeDisabled();
    await user.clear(label);
    await user.paste(' Owner packet ');
    expect(screen.getByText('14/100 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Project Details' }));
    expect(generate).toBeEnabled();
    await user.click(generate);

    const created = await screen.findByRole('textbox', { name: /Share link for/ });
    expect(shareLinkRequests.map(({ body }) => body)).toEqual([
      {
        job_id: job.id,
        sections: ['section-owner', 'section-lender'],
        shareNote: 'Owner packet',
      },
    ]);
    expect(created).toHaveValue(
      `${window.location.origin}/link/0b6c2d1e-0000-4000-8000-000000000001`,
    );
    expect(label).toHaveValue('');
    const item = await waitFor(() => linkItem('Owner packet'));
    expect(item).toHaveTextContent('Created 03/08/2025 · Owner Information, Lender Information');
    expect(within(item).getByText('Open')).toBeInTheDocument();
    expect(
      within(item).getByRole('progressbar', { name: 'Progress of Owner packet' }),
    ).toHaveAttribute('aria-valuenow', '0');

    await user.click(within(item).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(created.getAttribute('value'));
    expect(within(item).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  }, 20_000);

  it('works from the keyboard: Generate Link puts the focus on the new link, Copy is next', async () => {
    const job = seedShareableJob();
    const { user } = await openShareTab(job.id);
    const label = screen.getByRole('textbox', { name: 'Label' });
    label.focus();
    await user.keyboard('Lender packet');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Project Details' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Project Details' })).not.toBeChecked();
    await user.keyboard('{Enter}');

    const created = await screen.findByRole('textbox', { name: /Share link for “Lender packet”/ });
    await waitFor(() => expect(created).toHaveFocus());
    await user.tab();
    const copy = within(screen.getByRole('alert')).getByRole('button', { name: 'Copy' });
    expect(copy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe(created.getAttribute('value'));
    expect(within(screen.getByRole('alert')).getByRole('status')).toHaveTextContent('Link copied');
  }, 20_000);

  it('keeps Generate Link off with no section checked, and while saving', async () => {
    const job = seedShareableJob();
    server.use(
      http.post(apiUrl('/job/history'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = await openShareTab(job.id);
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Owner');
    for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
    const generate = screen.getByRole('button', { name: 'Generate Link' });
    expect(generate).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Owner Information' }));
    await user.click(generate);
    await waitFor(() => expect(generate).toBeDisabled());
  });

  it('stops the label at 100 characters', async () => {
    const job = seedShareableJob();
    const { user } = await openShareTab(job.id);
    const label = screen.getByRole('textbox', { name: 'Label' });
    await user.click(label);
    await user.paste('x'.repeat(SHARE_LINK_LABEL_MAX_LENGTH + 20));
    expect(label).toHaveValue('x'.repeat(SHARE_LINK_LABEL_MAX_LENGTH));
    expect(screen.getByText('100/100 characters')).toBeInTheDocument();
  });

  it("shows the server's refusal in a danger alert", async () => {
    const job = seedShareableJob();
    server.use(
      http.post(apiUrl('/job/history'), () =>
        HttpResponse.json(
          { statusCode: 409, message: 'This job can no longer be shared.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openShareTab(job.id);
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Owner');
    await user.click(screen.getByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job can no longer be shared.');
  });

  it.each(['submitted', 'archived', 'deleted'] as const)(
    'is not offered on a %s job',
    async (status) => {
      const job = seedShareableJob({ status });
      renderApp(`/job/${job.id}?tab=share`);
      await screen.findByRole('heading', { level: 1, name: 'Lakeside Tower' });
      expect(screen.queryByRole('tab', { name: 'Share' })).not.toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Job Data' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  );

  it('is offered on a job in Review', async () => {
    const job = seedShareableJob({ status: 'pending' });
    const { user } = renderApp(`/job/${job.id}`);
    await user.click(await screen.findByRole('tab', { name: 'Share' }));
    expect(await screen.findByRole('button', { name: 'Generate Link' })).toBeInTheDocument();
  });
});
