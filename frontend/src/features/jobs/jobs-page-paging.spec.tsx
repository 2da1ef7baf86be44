import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { listedNames, recordListQueries } from '../../testing/job-list-screen';
import { jobRequests, searchCountBound, seedJob } from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

/** `count` open jobs named Job 001… with references R-001…, in that order. */
function seedNumberedJobs(count: number) {
  for (let i = 1; i <= count; i++) {
    const number = String(i).padStart(3, '0');
    seedJob({ name: `Job ${number}`, reference_no: `R-${number}` });
  }
}

const pageButton = (name: string) => screen.getByRole('button', { name });

describe('Job lists paged on the server', () => {
  it('asks the server for the page, size and order in the address and shows that page', async () => {
    seedNumberedJobs(105);
    const queries = recordListQueries();

    renderApp('/jobs/open?page=2&sort=reference&dir=desc');

    expect(await listedNames()).toEqual(['Job 005', 'Job 004', 'Job 003', 'Job 002', 'Job 001']);
    expect(queries).toEqual([
      { list: 'open', page: '2', size: '100', sort: 'reference', dir: 'desc' },
    ]);
    expect(screen.getByText('101–105 of 105')).toBeInTheDocument();
    expect(pageButton('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(pageButton('Page 1')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('columnheader', { name: /^reference/i })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByText('105 jobs')).toBeInTheDocument();
  });

  it('sorts through the server on a header click, back at page 1, with the order in the address', async () => {
    seedNumberedJobs(101);
    const queries = recordListQueries();
    const { user, router } = renderApp('/jobs/open?page=2');
    expect(await listedNames()).toEqual(['Job 101']);

    const reference = screen.getByRole('columnheader', { name: /^reference/i });
    await user.click(within(reference).getByRole('button'));

    expect(router.state.location.search).toBe('?sort=reference&dir=asc');
    await user.click(within(reference).getByRole('button'));
    expect(router.state.location.search).toBe('?sort=reference&dir=desc');
    expect((await listedNames()).slice(0, 2)).toEqual(['Job 101', 'Job 100']);
    expect(reference).toHaveAttribute('aria-sort', 'descending');
    expect(queries.at(-1)).toEqual({
      list: 'open',
      page: '1',
      size: '100',
      sort: 'reference',
      dir: 'desc',
    });
  }, 20_000);

  it('jumps to the last page and back to a numbered one', async () => {
    seedNumberedJobs(201);
    const { user, router } = renderApp('/jobs/open?page=2');
    expect(await listedNames()).toHaveLength(100);
    expect(pageButton('Page 3')).toBeInTheDocument();

    await user.click(pageButton('Last page'));

    expect(router.state.location.search).toBe('?page=3');
    expect(await listedNames()).toEqual(['Job 201']);
    expect(screen.getByText('201–201 of 201')).toBeInTheDocument();
    expect(pageButton('Next page')).toBeDisabled();
    expect(pageButton('Last page')).toBeDisabled();

    await user.click(pageButton('Page 1'));

    expect(router.state.location.search).toBe('');
    expect((await listedNames())[0]).toBe('Job 001');
    expect(pageButton('First page')).toBeDisabled();
  }, 20_000);

  it('shows the last page for a page past it', async () => {
    seedNumberedJobs(101);

    renderApp('/jobs/open?page=9');

    expect(await listedNames()).toEqual(['Job 101']);
    expect(pageButton('Page 2')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the same page again after a reload', async () => {
    seedNumberedJobs(3);
    const first = renderApp('/jobs/open');
    await listedNames();
    await first.user.click(screen.getByRole('button', { name: /^name/i }));
    const { pathname, search } = first.router.state.location;
    expect(await listedNames()).toEqual(['Job 003', 'Job 002', 'Job 001']);
    first.unmount();

    renderApp(`${pathname}${search}`);

    expect(await listedNames()).toEqual(['Job 003', 'Job 002', 'Job 001']);
  });

  it('keeps the page on screen, marked busy, while the next one loads', async () => {
    seedNumberedJobs(3);
    let release = () => {};
    const { user } = renderApp('/jobs/open');
    expect(await listedNames()).toEqual(['Job 001', 'Job 002', 'Job 003']);
    server.use(
      // Holds the next answer back, then lets the fake answer it.
      http.get(apiUrl('/jobs'), () => new Promise<void>((resolve) => (release = resolve))),
    );

    await user.click(screen.getByRole('button', { name: /^name/i }));

    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Job 001' })).toBeInTheDocument();
    expect(screen.queryByText('Loading jobs…')).not.toBeInTheDocument();
    release();
    expect(await listedNames()).toEqual(['Job 003', 'Job 002', 'Job 001']);
  });
  it('keeps the pager on the page shown until the next page arrives', async () => {
    seedNumberedJobs(201);
    let release = () => {};
    const { user } = renderApp('/jobs/open');
    expect(await listedNames()).toHaveLength(100);
    server.use(
      http.get(apiUrl('/jobs'), () => new Promise<void>((resolve) => (release = resolve))),
    );

    await user.click(pageButton('Page 2'));

    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('1–100 of 201')).toBeInTheDocument();
    expect(pageButton('Page 1')).toHaveAttribute('aria-current', 'page');
    release();
    expect(await screen.findByText('101–200 of 201')).toBeInTheDocument();
    expect(pageButton('Page 2')).toHaveAttribute('aria-current', 'page');
  }, 20_000);
});

describe('Search paged on the server', () => {
  it('starts unsorted, and a header click sorts through the server keeping the query', async () => {
    seedJob({ name: 'Harbor Bridge', updated_at: '2025-03-09T12:00:00.000Z' });
    seedJob({ name: 'Harbor Tunnel', updated_at: '2025-03-08T12:00:00.000Z' });
    const { user, router } = renderApp('/jobs/search?q=Harbor');
    expect(await listedNames()).toEqual(['Harbor Bridge', 'Harbor Tunnel']);
    for (const header of screen.getAllByRole('columnheader')) {
      expect(header).not.toHaveAttribute('aria-sort', 'ascending');
      expect(header).not.toHaveAttribute('aria-sort', 'descending');
    }

    await user.click(screen.getByRole('button', { name: /^name/i }));
    await user.click(screen.getByRole('button', { name: /^name/i }));

    expect(router.state.location.search).toBe('?q=Harbor&sort=name&dir=desc');
    expect(await listedNames()).toEqual(['Harbor Tunnel', 'Harbor Bridge']);
    expect(jobRequests.at(-1)).toEqual({
      method: 'POST',
      path: '/api/v1/search',
      body: { query: 'harbor', page: 1, size: 100, sort: 'name', dir: 'desc' },
    });
  });

  it('shows a count that stopped as 200+, offers the next page but not the last, and steps from the cursor', async () => {
    seedNumberedJobs(250);
    searchCountBound.at = 200;
    const { user } = renderApp('/jobs/search?q=Job');
    // 100 rows take a while to render on a loaded machine.
    expect(await screen.findByText('1–100 of 200+', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(await listedNames()).toHaveLength(100);
    expect(screen.getByText('200+ results for “Job”')).toBeInTheDocument();
    expect(pageButton('Last page')).toBeDisabled();
    const shownLast = jobRequests.length;

    await user.click(pageButton('Next page'));

    expect(await screen.findByText('101–200 of 200+', {}, { timeout: 60_000 })).toBeInTheDocument();
    const sent = jobRequests.slice(shownLast).map((request) => request.body);
    expect(sent).toEqual([
      { query: 'job', page: 2, size: 100, sort: 'updated', dir: 'desc', after: expect.any(String) },
    ]);
    await user.click(pageButton('Page 1'));
    expect(await screen.findByText('1–100 of 200+', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(jobRequests.at(-1)?.body).toMatchObject({ page: 1, before: expect.any(String) });
  }, 240_000);
});
