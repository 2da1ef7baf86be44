import type { HistoryEntry, JobHistoryResponse } from '@job-intake/contracts/jobs/jobs-api';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/api-url';
import { seedHistory, seedJob } from '../../testing/jobs-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { formatTime } from '../../shared/ui/date-time';

async function openHistory() {
  const job = seedJob({ name: 'Historic', reference_no: 'H-1' });
  const app = renderApp(`/job/${job.id}`);
  await app.user.click(await screen.findByRole('tab', { name: 'History' }));
  const panel = await screen.findByRole('region', { name: 'History' });
  return { ...app, job, panel };
}

const bodyRows = (panel: HTMLElement) => within(panel).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the History tab', () => {
  it("lists the entries, newest first, with the server's name of who did it", async () => {
    const job = seedJob({ name: 'Historic' });
    const entry = (minute: number, name: string, userId: string | null): HistoryEntry => ({
      id: `event-${minute}`,
      action: minute === 0 ? 'add' : 'status_update',
      entry_date: `2025-03-07T12:0${minute}:00.000Z`,
      user_id: userId,
      user: { name },
      parameter: minute === 0 ? 'Job created' : 'Answers saved by the customer',
      revision: minute,
    });
    server.use(
      http.get(apiUrl('/job/:id/history'), () =>
        HttpResponse.json<JobHistoryResponse>({
          history: [
            { ...entry(2, 'System', null), parameter: 'Status changed automatically' },
            entry(1, 'Guest', null),
            entry(0, 'Stan Standard', 'user-1'),
          ],
          total: 3,
          page: 1,
          size: 100,
          sort: 'entry_date',
          dir: 'desc',
        }),
      ),
    );
    const { user } = renderApp(`/job/${job.id}`);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const panel = await screen.findByRole('region', { name: 'History' });

    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Time', 'Action', 'User', 'Description', 'View']);
    await waitFor(() => expect(bodyRows(panel)).toHaveLength(3));
    const [automatic, guest, created] = bodyRows(panel) as [HTMLElement, HTMLElement, HTMLElement];
    expect(cellTexts(automatic).slice(2, 5)).toEqual([
      'Status Update',
      'System',
      'Status changed automatically',
    ]);
    expect(cellTexts(guest).slice(0, 5)).toEqual([
      '03/07/2025',
      formatTime('2025-03-07T12:01:00.000Z'),
      'Status Update',
      'Guest',
      'Answers saved by the customer',
    ]);
    expect(cellTexts(created).slice(2, 5)).toEqual(['Add', 'Stan Standard', 'Job created']);
  });

  it('refreshes with the refresh icon', async () => {
    const { user, panel, job } = await openHistory();
    await waitFor(() => expect(bodyRows(panel)).toHaveLength(1));

    seedHistory(job.id, 'email_sent', 'Link e-mailed to the customer', 'user-1');
    await user.click(within(panel).getByRole('button', { name: 'Refresh history' }));

    await waitFor(() => expect(bodyRows(panel)).toHaveLength(2));
    expect(cellTexts(bodyRows(panel)[0] as HTMLElement)[4]).toBe('Link e-mailed to the customer');
  });

  it('pages the history: page 2 holds the older entries', async () => {
    const { user, panel, job } = await openHistory();
    for (let change = 1; change <= 149; change += 1) {
      seedHistory(job.id, 'update_job', `Change ${change}`, 'user-1');
    }
    await user.click(within(panel).getByRole('button', { name: 'Refresh history' }));
    // By text: role queries over a hundred rows are too slow for jsdom.
    const descriptions = () =>
      within(panel)
        .getAllByText(/^(Change \d+|Job created)$/)
        .map((cell) => cell.textContent);
    await waitFor(() => expect(descriptions()).toHaveLength(100));
    expect(descriptions()[0]).toBe('Change 149');
    expect(within(panel).getByText('1–100 of 150')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(descriptions()).toHaveLength(50));
    expect(descriptions()[0]).toBe('Change 49');
    expect(descriptions().at(-1)).toBe('Job created');
    expect(within(panel).getByText('101–150 of 150')).toBeInTheDocument();
  }, 20_000);

  it('opens the job as it was after an entry (time travel), read-only', async () => {
    const { user, job } = await openHistory();

    // The job changes: renamed, and the customer answers a field.
    seedJob({
      ...job,
      name: 'Historic renamed',
      answerData: { 'field-owner': 'Olive Owner' },
      progress: { percent: 33, remaining: 2 },
    });
    seedHistory(job.id, 'save_setting', 'Renamed the job', 'user-1');

    const panel = screen.getByRole('region', { name: 'History' });
    await user.click(within(panel).getByRole('button', { name: 'Refresh history' }));
    await waitFor(() => expect(bodyRows(panel)).toHaveLength(2));

    // The first entry: the job as created.
    await user.click(
      within(bodyRows(panel)[1] as HTMLElement).getByRole('button', { name: /View/ }),
    );
    let dialog = await screen.findByRole('dialog', { name: /The job as of 03\/07\/2025/ });
    expect(await within(dialog).findByText('Historic')).toBeInTheDocument();
    expect(within(dialog).getByText('Open', { selector: '.badge' })).toBeInTheDocument();
    expect(within(dialog).getByText('H-1')).toBeInTheDocument();
    expect(within(dialog).queryByText('Olive Owner')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    // The footer's Close (the header's × is named Close too).
    await user.click(
      within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    // The later entry: renamed and answered.
    await user.click(
      within(bodyRows(panel)[0] as HTMLElement).getByRole('button', { name: /View/ }),
    );
    dialog = await screen.findByRole('dialog', { name: /The job as of/ });
    expect(await within(dialog).findByText('Historic renamed')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/After “Save Setting”: Renamed the job by Stan Standard/),
    ).toBeInTheDocument();
    const section = within(dialog).getByRole('region', { name: 'Project Details' });
    expect(within(section).getByText('Olive Owner')).toBeInTheDocument();
    expect(within(dialog).getByText('33%')).toBeInTheDocument();
  });
});
