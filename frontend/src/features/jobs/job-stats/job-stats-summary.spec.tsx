import type { JobStatsDto } from '@job-intake/contracts/stats/stats-api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedJob } from '../../../testing/jobs-handlers';
import { renderApp } from '../../../testing/render-app';
import { resetStats, seedJobStats } from '../../../testing/stats-handlers';

afterEach(resetStats);

const stats = (jobId: string, changes: Partial<JobStatsDto> = {}): JobStatsDto => ({
  job_id: jobId,
  created_at: '2026-03-02T09:00:00.000Z',
  origin: 'staff',
  finalized_at: null,
  submitted_at: null,
  archived_at: null,
  hours_to_review: null,
  hours_to_submission: null,
  share_links_created: 0,
  share_links_completed: 0,
  emails_sent: 0,
  requests_completed: 0,
  ...changes,
});

async function openHistoryTab(jobId: string) {
  renderApp(`/job/${jobId}?tab=history`);
  return screen.findByRole('region', { name: 'At a glance' });
}

/** The summary's terms and values, as "term: value". */
const facts = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('the job at a glance', () => {
  it('says when the job reached review and the provider, and what its links and e-mails brought', async () => {
    const job = seedJob({ name: 'Glance' });
    seedJobStats(
      stats(job.id, {
        origin: 'public_form',
        finalized_at: '2026-03-02T12:30:00.000Z',
        hours_to_review: 3.5,
        submitted_at: '2026-03-05T09:00:00.000Z',
        hours_to_submission: 72,
        archived_at: '2026-04-05T09:00:00.000Z',
        share_links_created: 2,
        share_links_completed: 1,
        emails_sent: 3,
        requests_completed: 1,
      }),
    );
    expect(facts(await openHistoryTab(job.id))).toEqual([
      'Created: 03/02/2026, through the public form',
      'Finalized for review: 03/02/2026, after 3.5 hours',
      'Submitted: 03/05/2026, after 3 days',
      'Share links: 2 created, 1 completed',
      'E-mail requests: 3 sent, 1 completed',
      'Archived: 04/05/2026',
    ]);
  });

  it('says "Not yet" for the steps the job has not reached', async () => {
    const job = seedJob({ name: 'Fresh' });
    seedJobStats(stats(job.id));
    const region = await openHistoryTab(job.id);
    expect(facts(region)).toEqual([
      'Created: 03/02/2026, by staff',
      'Finalized for review: Not yet',
      'Submitted: Not yet',
      'Share links: 0 created, 0 completed',
      'E-mail requests: 0 sent, 0 completed',
    ]);
  });

  it('leaves the History alone when the numbers cannot be read', async () => {
    const job = seedJob({ name: 'No stats' });
    renderApp(`/job/${job.id}?tab=history`);
    expect(await screen.findByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'At a glance' })).not.toBeInTheDocument();
  });
});
