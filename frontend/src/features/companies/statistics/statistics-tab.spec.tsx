import { todayIso } from '@job-intake/contracts/formatting/dates';
import { addDays } from '@job-intake/contracts/stats/stats-api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredSession } from '../../../shared/api/stored-session';
import { sessionOf } from '../../../testing/auth-handlers';
import { renderApp } from '../../../testing/render-app';
import { resetStats, seedStatsDay, statsRequests } from '../../../testing/stats-handlers';

const COMPANY = sessionOf('admin').user.memberships[0]!.company.id;
const today = todayIso('UTC');

async function openTab() {
  const app = renderApp(`/company/${COMPANY}?tab=statistics`, { session: sessionOf('super') });
  await screen.findByRole('tab', { name: 'Statistics', selected: true });
  return app;
}

const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) =>
      within(row).queryAllByRole('rowheader').concat(within(row).queryAllByRole('cell')),
    )
    .map((cells) => cells.map((cell) => cell.textContent));

afterEach(resetStats);

describe('Statistics tab', () => {
  it('asks for the last 30 days by day and shows the numbers behind a chart as a table', async () => {
    seedStatsDay(today, {
      jobs_created: 3,
      jobs_created_staff: 2,
      jobs_created_public: 1,
      jobs_finalized: 2,
      review_hours: 30,
    });
    const { user } = await openTab();
    const jobs = await screen.findByRole('region', { name: 'Jobs' });
    expect(statsRequests).toEqual([
      { company_id: COMPANY, start_date: addDays(today, -29), end_date: today, period: 'day' },
    ]);
    await user.click(within(jobs).getByRole('switch', { name: 'Show as table' }));
    const rows = tableRows('Jobs by period');
    expect(rows).toHaveLength(1 + 30 + 1);
    expect(rows.at(-2)).toEqual([expect.any(String), '2', '1', '2', '0', '0']);
    expect(rows.at(-1)).toEqual(['Total', '2', '1', '2', '0', '0']);

    const durations = screen.getByRole('region', { name: 'Average time from creation' });
    await user.click(within(durations).getByRole('switch', { name: 'Show as table' }));
    expect(tableRows('Average time from creation by period').at(-1)).toEqual(['Total', '15', '–']);
    const sharing = screen.getByRole('region', { name: 'Share links and e-mail requests' });
    expect(within(sharing).getByText('Nothing to chart in this period.')).toBeInTheDocument();
  });

  it('shows the figures the moment they arrive, never a spinner while the chart library loads', async () => {
    seedStatsDay(today, { jobs_created: 3, jobs_created_staff: 3 });
    await openTab();
    const jobs = await screen.findByRole('region', { name: 'Jobs' });
    expect(within(jobs).queryByRole('status')).toBeNull();
    const drawn = () =>
      within(jobs).queryByRole('table', { name: 'Jobs by period' }) ??
      jobs.querySelector('.recharts-responsive-container');
    expect(drawn()).not.toBeNull();
  });

  it('groups by month for the last 12 months, and by the grouping chosen', async () => {
    const { user } = await openTab();
    await screen.findByText(/Nothing happened in this period/);
    await user.selectOptions(screen.getByLabelText('Range'), 'Last 12 months');
    await waitFor(() => expect(statsRequests.at(-1)?.period).toBe('month'));
    expect(statsRequests.at(-1)?.start_date).toBe(addDays(today, -364));
    await user.selectOptions(screen.getByLabelText('Group by'), 'Week');
    await waitFor(() => expect(statsRequests.at(-1)?.period).toBe('week'));
  });

  it('asks nothing for custom dates that run backwards, and says why', async () => {
    const { user } = await openTab();
    await screen.findByText(/Nothing happened in this period/);
    await user.selectOptions(screen.getByLabelText('Range'), 'Custom dates');
    const asked = statsRequests.length;
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2020-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date.',
    );
    expect(statsRequests).toHaveLength(asked);
  });

  it('is shown to a company admin through the Admin role’s audit, and not without it', async () => {
    const admin = sessionOf('admin');
    const view = renderApp(`/company/${COMPANY}`, { session: admin });
    expect(await screen.findByRole('tab', { name: 'Statistics' })).toBeInTheDocument();
    view.unmount();
    renderApp(`/company/${COMPANY}`, { session: withoutAudit(admin) });
    await screen.findByRole('tab', { name: 'Settings' });
    expect(screen.queryByRole('tab', { name: 'Statistics' })).not.toBeInTheDocument();
  });
});

function withoutAudit(session: StoredSession): StoredSession {
  const memberships = session.user.memberships.map((membership) => ({
    ...membership,
    role: {
      ...membership.role,
      permissions: membership.role.permissions.filter(({ value }) => value !== 'audit'),
    },
  }));
  return { token: 'token-admin-without-audit', user: { ...session.user, memberships } };
}
