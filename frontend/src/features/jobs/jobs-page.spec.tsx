import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { seedJob } from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

/** The first cell of every body row, in display order. */
async function listedNames() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('JobsPage', () => {
  it('lists the open jobs from the API with links and created dates', async () => {
    const job = seedJob({ name: 'Riverside Clinic', created_at: '2024-11-05T12:00:00.000Z' });
    seedJob({ name: 'Sent elsewhere', status: 'submitted' });

    renderApp('/jobs');

    const link = await screen.findByRole('link', { name: 'Riverside Clinic' });
    expect(link).toHaveAttribute('href', `/job/${job.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Open' })).toBeInTheDocument();
    expect(screen.getByText('11/05/2024')).toBeInTheDocument();
    expect(screen.getByText('1 job')).toBeInTheDocument();
    expect(screen.queryByText('Sent elsewhere')).not.toBeInTheDocument();
  });

  it('asks for the pending list on /jobs/review and titles it Review', async () => {
    seedJob({ name: 'Waiting for a reviewer', status: 'pending' });

    renderApp('/jobs/review');

    expect(await screen.findByRole('link', { name: 'Waiting for a reviewer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review', current: 'page' })).toBeInTheDocument();
  });

  it("shows 'No jobs found' when the list is empty", async () => {
    renderApp('/jobs/archived');

    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sorts by name by default, naturally and ignoring case, and reverses on a header click', async () => {
    for (const name of ['gamma 10', 'beta', 'gamma 9', 'Alpha']) seedJob({ name });

    const { user } = renderApp('/jobs/open');

    expect(await listedNames()).toEqual(['Alpha', 'beta', 'gamma 9', 'gamma 10']);
    const nameHeader = screen.getByRole('columnheader', { name: /name/i });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(nameHeader).getByRole('button'));

    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(await listedNames()).toEqual(['gamma 10', 'gamma 9', 'beta', 'Alpha']);
  });

  it('sorts by created date when that header is clicked, newest first', async () => {
    seedJob({ name: 'Old', created_at: '2023-01-10T12:00:00.000Z' });
    seedJob({ name: 'New', created_at: '2025-06-01T12:00:00.000Z' });
    seedJob({ name: 'Middle', created_at: '2024-02-20T12:00:00.000Z' });

    const { user } = renderApp('/jobs/open');
    await listedNames();

    await user.click(screen.getByRole('button', { name: /created/i }));

    expect(await listedNames()).toEqual(['New', 'Middle', 'Old']);
  });

  it('pages by 100 and disables the page size choice below 100 jobs', async () => {
    for (let i = 1; i <= 150; i++) seedJob({ name: `Job ${i}` });

    const { user, unmount } = renderApp('/jobs/open');

    expect(await listedNames()).toHaveLength(100);
    expect(screen.getByText('1–100 of 150')).toBeInTheDocument();
    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(pageSize).toBeEnabled();
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['100', '500', '1000']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await listedNames()).toHaveLength(50);
    expect(screen.getByText('101–150 of 150')).toBeInTheDocument();

    await user.selectOptions(pageSize, '500');
    expect(await listedNames()).toHaveLength(150);

    unmount();
    server.use(
      http.get(apiUrl('/jobs'), () =>
        HttpResponse.json({ jobs: [seedJob({ name: 'Only one' })], total: 1 }),
      ),
    );
    renderApp('/jobs/open');
    await screen.findByRole('link', { name: 'Only one' });
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeDisabled();
  });

  it('says so when the jobs cannot be loaded, and retries', async () => {
    server.use(
      http.get(apiUrl('/jobs'), () => HttpResponse.json({ statusCode: 500 }, { status: 500 }), {
        once: true,
      }),
    );
    seedJob({ name: 'Back again' });

    const { user } = renderApp('/jobs/open');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The jobs could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });
});
