import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedJob } from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';

async function startEditing(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit name' }));
  return screen.getByRole('textbox', { name: 'Job name' });
}

describe('JobPage', () => {
  it('shows the job with its status and created date, and links back to its list', async () => {
    const job = seedJob({
      name: 'Lakeside Tower',
      status: 'pending',
      created_at: '2024-12-31T12:00:00.000Z',
    });

    renderApp(`/job/${job.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakeside Tower' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Review', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByText('12/31/2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Review' })).toHaveAttribute(
      'href',
      '/jobs/review',
    );
  });

  it('renames the job', async () => {
    const job = seedJob({ name: 'Old name' });
    const { user } = renderApp(`/job/${job.id}`);

    const input = await startEditing(user);
    expect(input).toHaveValue('Old name');
    await user.clear(input);
    await user.type(input, 'New name');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'New name' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Job name' })).not.toBeInTheDocument();
  });

  it('keeps the name on Cancel', async () => {
    const job = seedJob({ name: 'Kept' });
    const { user } = renderApp(`/job/${job.id}`);

    const input = await startEditing(user);
    await user.type(input, ' and changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Kept' })).toBeInTheDocument();
  });

  it("shows the server's message when someone else changed the job, then saves over the fresh copy", async () => {
    const job = seedJob({ name: 'Shared job' });
    const { user } = renderApp(`/job/${job.id}`);
    const input = await startEditing(user);

    // Another user renames the job while this one is editing.
    seedJob({ ...job, name: 'Renamed elsewhere', revision: job.revision + 1 });
    await user.clear(input);
    await user.type(input, 'My name');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This job was changed by someone else. Please try again.',
    );
    expect(input).toHaveValue('My name');

    // The job was refetched, so a second save carries the new revision and succeeds.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My name' })).toBeInTheDocument();
  });

  it('sends the user to the job lists with an error when the job cannot be loaded', async () => {
    const { router, user } = renderApp('/job/unknown');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error Loading Job Form Information. Please contact an Admin for support.',
    );
    expect(router.state.location.pathname).toBe('/jobs/open');
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
