import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessLogRowTexts, seedAccessLog } from '../../../testing/access-log-handlers';
import { sessionOf } from '../../../testing/auth-handlers';
import { seedJob } from '../../../testing/jobs-handlers';
import { renderApp } from '../../../testing/render-app';

async function openHistory(session: Parameters<typeof sessionOf>[0]) {
  const job = seedJob({ name: 'Looked at' });
  const app = renderApp(`/job/${job.id}`, { session: sessionOf(session) });
  await app.user.click(await screen.findByRole('tab', { name: 'History' }));
  await screen.findByRole('region', { name: 'History' });
  return { ...app, job };
}

describe("the History tab's Who looked", () => {
  it("lists this job's readers newest first, by their name and e-mail then", async () => {
    const job = seedJob({ name: 'Looked at' });
    seedAccessLog({ kind: 'job_history', job_id: 'another-job' });
    seedAccessLog({
      kind: 'job_history',
      job_id: job.id,
      at: '2026-11-29T09:00:00.000Z',
      user: { id: 'u-2', name: 'Rita Reviewer', email: 'rita@example.com' },
    });
    seedAccessLog({ kind: 'audit_record', job_id: job.id, at: '2026-11-30T09:00:00.000Z' });
    const { user } = renderApp(`/job/${job.id}`, { session: sessionOf('admin') });
    await user.click(await screen.findByRole('tab', { name: 'History' }));

    const log = await screen.findByRole('region', { name: 'Who looked' });
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(3));
    const rows = accessLogRowTexts(log);
    expect(rows).toEqual([
      ['Alice Admin admin@example.com', 'Downloaded audit record'],
      ['Rita Reviewer rita@example.com', 'Read History'],
    ]);
  });

  it('says so when nobody read it', async () => {
    await openHistory('admin');
    expect(await screen.findByText("Nobody has read this job's History yet.")).toBeVisible();
  });

  it('is not there for staff without audit', async () => {
    await openHistory('standard');
    expect(screen.queryByRole('region', { name: 'Who looked' })).toBeNull();
  });
});
