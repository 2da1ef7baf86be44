import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import {
  columnHeaders,
  listedNames,
  recordListQueries,
  standardWith,
} from '../../testing/job-list-screen';
import { jobRequests, seedJob } from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const OPEN_COLUMNS = [
  'Files',
  'Links',
  'Notes',
  'Name',
  'Reference',
  'Progress',
  'Logo',
  'Entry User',
  'Created',
];

describe('JobsPage', () => {
  it('lists the open jobs with the Open columns, links and MM/DD/YYYY dates', async () => {
    const job = seedJob({
      name: 'Riverside Clinic',
      reference_no: 'R-17',
      created_at: '2024-11-05T12:00:00.000Z',
      progress: { percent: 40, remaining: 3 },
      notes: [
        { id: 'n1', description: 'x', user: { name: 'A' }, created_at: '2024-11-05T12:00:00.000Z' },
      ],
      links: 2,
      user: { name: 'Guest' },
      form_variant: { id: 'v1', title: 'Acme Logo', logo_url: '/api/v1/files/logos/acme.png' },
    });
    seedJob({ name: 'Sent elsewhere', status: 'submitted' });

    renderApp('/jobs');

    // The file's first render warms the app up, which can take seconds on a busy machine.
    const link = await screen.findByRole('link', { name: 'Riverside Clinic' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/job/${job.id}`);
    expect(await columnHeaders()).toEqual(OPEN_COLUMNS);
    const row = link.closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '0',
      '2',
      '1',
      'Riverside Clinic',
      'R-17',
      '40%',
      '',
      'Guest',
      '11/05/2024',
    ]);
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(row).getByRole('img', { name: 'Acme Logo' })).toHaveAttribute(
      'src',
      '/api/v1/files/logos/acme.png',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Open' })).toBeInTheDocument();
    expect(screen.getByText('1 job')).toBeInTheDocument();
    expect(screen.queryByText('Sent elsewhere')).not.toBeInTheDocument();
  });

  it('names each progress bar after its job and labels every value for the phone cards', async () => {
    seedJob({ name: 'Riverside Clinic', progress: { percent: 40, remaining: 3 } });
    seedJob({ name: 'Harbor Bridge', progress: { percent: 100, remaining: 0 } });

    renderApp('/jobs/open');

    const riverside = await screen.findByRole('progressbar', { name: 'Riverside Clinic progress' });
    expect(riverside).toHaveAttribute('aria-valuenow', '40');
    const harbor = screen.getByRole('progressbar', { name: 'Harbor Bridge progress' });
    expect(harbor).toHaveAttribute('aria-valuenow', '100');
    // Each card is headed by its job's link; every other value carries its column's label.
    const row = screen.getByRole('link', { name: 'Harbor Bridge' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(OPEN_COLUMNS);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Name, ascending');
  });

  it('shows the location instead of the logo when the user chose location', async () => {
    seedJob({ name: 'By location', location_desc: 'Main Office (Cleveland, OH)' });

    renderApp('/jobs/open', { session: standardWith({ column_choice: 'location' }) });

    expect(await columnHeaders()).toEqual(OPEN_COLUMNS.map((c) => (c === 'Logo' ? 'Location' : c)));
    expect(screen.getByRole('cell', { name: 'Main Office (Cleveland, OH)' })).toBeInTheDocument();
  });

  it.each([
    ['review', 'pending', 'Review', ['Marked for Review']],
    ['submitted', 'submitted', 'Submitted', ['Direct Number', 'Imported By', 'Date Imported']],
    ['archived', 'archived', 'Archived', ['Archived On']],
  ] as const)('shows the %s list with its own columns', async (slug, status, title, extra) => {
    seedJob({
      name: 'Listed',
      status,
      review_at: '2025-01-02T12:00:00.000Z',
      directNo: 'D-881',
      imported_by: 'Rita Reviewer',
      imported_at: '2025-01-03T12:00:00.000Z',
      archived_at: '2025-01-04T12:00:00.000Z',
    });

    renderApp(`/jobs/${slug}`);

    expect(await columnHeaders()).toEqual([...OPEN_COLUMNS, ...extra]);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Listed' }).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const expected = {
      review: ['01/02/2025'],
      submitted: ['D-881', 'Rita Reviewer', '01/03/2025'],
      archived: ['01/04/2025'],
    }[slug];
    expect(cells.slice(OPEN_COLUMNS.length)).toEqual(expected);
  });

  it('opens the Review list at /jobs/pending, its list name, and shows it at /jobs/review', async () => {
    seedJob({ name: 'Waiting', status: 'pending' });

    const { router } = renderApp('/jobs/pending');

    expect(await screen.findByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Waiting' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/review');
  });

  it("says 'No jobs found' when the list is empty", async () => {
    renderApp('/jobs/archived');

    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sorts by name by default, ignoring case, and reverses on a header click', async () => {
    for (const name of ['gamma', 'beta', 'Delta', 'Alpha']) seedJob({ name });

    const { user } = renderApp('/jobs/open');

    expect(await listedNames()).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
    const nameHeader = screen.getByRole('columnheader', { name: /^name/i });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(nameHeader).getByRole('button'));

    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(await listedNames()).toEqual(['gamma', 'Delta', 'beta', 'Alpha']);
  });

  it('sorts by other columns: created newest first, progress highest first', async () => {
    seedJob({
      name: 'Old',
      created_at: '2023-01-10T12:00:00.000Z',
      progress: { percent: 90, remaining: 1 },
    });
    seedJob({
      name: 'New',
      created_at: '2025-06-01T12:00:00.000Z',
      progress: { percent: 10, remaining: 5 },
    });
    seedJob({
      name: 'Middle',
      created_at: '2024-02-20T12:00:00.000Z',
      progress: { percent: 50, remaining: 2 },
    });

    const { user } = renderApp('/jobs/open');
    await listedNames();

    await user.click(screen.getByRole('button', { name: /created/i }));
    expect(await listedNames()).toEqual(['New', 'Middle', 'Old']);

    // Numbers start with the highest.
    await user.click(screen.getByRole('button', { name: /progress/i }));
    expect(await listedNames()).toEqual(['Old', 'Middle', 'New']);
    await user.click(screen.getByRole('button', { name: /progress/i }));
    expect(await listedNames()).toEqual(['New', 'Middle', 'Old']);
  });

  it('pages by 100, and a page size change goes back to page 1', async () => {
    for (let i = 1; i <= 101; i++) seedJob({ name: `Job ${i}` });

    const { user, router } = renderApp('/jobs/open');

    expect(await listedNames()).toHaveLength(100);
    expect(screen.getByText('1–100 of 101')).toBeInTheDocument();
    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(pageSize).toBeEnabled();
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['100', '500', '1000']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await listedNames()).toHaveLength(1);
    expect(screen.getByText('101–101 of 101')).toBeInTheDocument();

    await user.selectOptions(pageSize, '500');
    expect(router.state.location.search).toBe('?size=500');
    expect(await listedNames()).toHaveLength(101);
    expect(screen.getByText('1–101 of 101')).toBeInTheDocument();
    // Rendering 200 rows in jsdom takes seconds on a busy 2-core machine.
  }, 20_000);

  it('disables the page size choice when fewer than 100 jobs exist', async () => {
    for (let i = 1; i <= 99; i++) seedJob({ name: `Job ${i}` });

    renderApp('/jobs/open');

    expect(await listedNames()).toHaveLength(99);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeDisabled();
  }, 20_000);

  it("starts with the user's list_count as the page size", async () => {
    for (let i = 1; i <= 150; i++) seedJob({ name: `Job ${i}` });

    const queries = recordListQueries();
    const { router } = renderApp('/jobs/open', { session: standardWith({ list_count: 500 }) });

    expect(await listedNames()).toHaveLength(150);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('500');
    expect(queries).toEqual([{ list: 'open', page: '1', size: '500', sort: 'name', dir: 'asc' }]);
    // The user's own default stays out of the address.
    expect(router.state.location.search).toBe('');
  }, 20_000);

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

describe('job search', () => {
  it('searches with the lower-cased query and lists the results with their status', async () => {
    seedJob({ name: 'Harbor Bridge', status: 'submitted', updated_at: '2025-03-08T12:00:00.000Z' });
    seedJob({ name: 'Harbor Tunnel', status: 'open', updated_at: '2025-03-09T12:00:00.000Z' });
    seedJob({ name: 'Lakeside', status: 'open' });

    const { user, router } = renderApp('/jobs/open');
    await screen.findByRole('link', { name: 'Harbor Tunnel' });

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'HARBOR{Enter}');

    expect(await columnHeaders()).toEqual([...OPEN_COLUMNS, 'Status']);
    expect(router.state.location.pathname).toBe('/jobs/search');
    expect(router.state.location.search).toBe('?q=HARBOR');
    expect(jobRequests).toContainEqual({
      method: 'POST',
      path: '/api/v1/search',
      body: { query: 'harbor', page: 1, size: 100, sort: 'updated', dir: 'desc' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('2 results for “HARBOR”')).toBeInTheDocument();
    // Newest change first, an order of no column: no column shows a sort.
    expect(await listedNames()).toEqual(['Harbor Tunnel', 'Harbor Bridge']);
    expect(screen.getByRole('columnheader', { name: /^name/i })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    const bridge = screen.getByRole('link', { name: 'Harbor Bridge' }).closest('tr') as HTMLElement;
    expect(within(bridge).getByText('Submitted')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('HARBOR');
  });

  it("says 'There are no items to display...' when nothing matches", async () => {
    seedJob({ name: 'Lakeside' });

    renderApp('/jobs/search?q=nothing');

    expect(await screen.findByText('There are no items to display...')).toBeInTheDocument();
    expect(screen.getByText('0 results for “nothing”')).toBeInTheDocument();
  });

  it('does not search for a blank query', async () => {
    const { user, router } = renderApp('/jobs/open');
    await screen.findByText('No jobs found');

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), '   {Enter}');

    expect(router.state.location.pathname).toBe('/jobs/open');
    expect(jobRequests).toEqual([]);
  });
});
