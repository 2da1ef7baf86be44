import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedJob } from '../../testing/jobs-handlers';
import { givenProviderPortal } from '../../testing/provider-portal-handlers';
import { renderApp } from '../../testing/render-app';

const submitted = (name: string, directNo: string) =>
  seedJob({
    name,
    status: 'submitted',
    directNo,
    imported_by: 'Rita Reviewer',
    imported_at: '2025-01-03T12:00:00.000Z',
  });

describe('the Direct No of a submitted job', () => {
  it("links to the provider portal's page of the notice job, in a new tab, on the job page", async () => {
    givenProviderPortal('https://portal.example.test/notice/{directNo}?from=intake');
    const job = submitted('Imported', 'D 4711/2');
    renderApp(`/job/${job.id}`);

    const link = await screen.findByRole('link', { name: 'D 4711/2' });
    expect(link).toHaveAttribute(
      'href',
      'https://portal.example.test/notice/D%204711%2F2?from=intake',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('is text when no portal is known', async () => {
    const job = submitted('Imported', 'D-4711');
    renderApp(`/job/${job.id}`);

    expect(await screen.findByText('D-4711')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'D-4711' })).not.toBeInTheDocument();
  });

  it("links in the Submitted list's Direct Number column", async () => {
    givenProviderPortal();
    submitted('Listed', 'D-881');
    renderApp('/jobs/submitted');

    const row = (await screen.findByRole('link', { name: 'Listed' })).closest('tr') as HTMLElement;
    const link = await within(row).findByRole('link', { name: 'D-881' });
    expect(link).toHaveAttribute('href', 'https://portal.example.test/notice/D-881');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
