import { todayIso } from '@job-intake/contracts/formatting/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionOf } from '../../../testing/auth-handlers';
import { recordSavedDownloads } from '../../../testing/saved-downloads';
import { renderApp } from '../../../testing/render-app';
import { reportRequests } from '../../../testing/report-handlers';

const today = todayIso();
const monthStart = `${today.slice(0, 8)}01`;

async function reportRows() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

afterEach(() => {
  reportRequests.length = 0;
});

describe('ReportPage (/admin/report)', () => {
  it('opens with this month and the beta and active companies, and shows their lines', async () => {
    renderApp('/admin/report', { session: sessionOf('super') });
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue(monthStart);
    expect(screen.getByLabelText('End date')).toHaveValue(today);
    const checked = screen
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute('value'));
    expect(checked).toEqual(['beta', 'active']);
    expect(await reportRows()).toEqual([
      ['Acme Builders', 'Active', '1,200', '34', '980', '15', '212', '12', '4', '11/20/2026'],
      ['Beta Paving', 'Beta', '3', '1', '0', '0', '4', '2', '1', '—'],
    ]);
    expect(screen.getByText('2 companies · 216 jobs created in the range')).toBeInTheDocument();
    expect(reportRequests[0]?.body).toEqual({
      start_date: monthStart,
      end_date: today,
      status: ['beta', 'active'],
    });
  });

  it('runs again for the statuses and dates chosen', async () => {
    const { user } = renderApp('/admin/report', { session: sessionOf('super') });
    await reportRows();
    await user.click(screen.getByRole('checkbox', { name: 'Hold' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Run Report' }));
    await waitFor(() => expect(reportRequests).toHaveLength(2));
    expect(reportRequests[1]?.body).toEqual({
      start_date: '2026-01-01',
      end_date: today,
      status: ['beta', 'hold'],
    });
    await waitFor(async () =>
      expect((await reportRows()).map((row) => row[0])).toEqual(['Beta Paving', 'Zeta Roofing']),
    );
  });

  it('says what is wrong with the filter and sends nothing until it is right', async () => {
    const { user } = renderApp('/admin/report', { session: sessionOf('super') });
    await reportRows();
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '2020-01-01');
    expect(await screen.findByText('end_date must be on or after start_date.')).toBeVisible();
    for (const name of ['Beta', 'Active']) await user.click(screen.getByRole('checkbox', { name }));
    expect(await screen.findByText('status: choose at least one company status.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run Report' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download xlsx' })).toBeDisabled();
    expect(reportRequests).toHaveLength(1);
  });

  describe('Download xlsx', () => {
    const saved = recordSavedDownloads('blob:report');

    it('posts the filter with the bearer token and saves the file under the server’s name', async () => {
      const { user } = renderApp('/admin/report', { session: sessionOf('super') });
      await reportRows();
      await user.click(screen.getByRole('button', { name: 'Download xlsx' }));
      await waitFor(() =>
        expect(saved).toEqual([{ name: 'job-intake-report-2026-11-26.xlsx', href: 'blob:report' }]),
      );
      const download = reportRequests.find((request) => request.path.endsWith('/report/xlsx'));
      expect(download?.authorization).toBe(`Bearer ${sessionOf('super').token}`);
      expect(download?.body).toEqual({
        start_date: monthStart,
        end_date: today,
        status: ['beta', 'active'],
      });
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report');
    });
  });

  it('is for super admins only', async () => {
    const { router } = renderApp('/admin/report', { session: sessionOf('admin') });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/report'));
    expect(reportRequests).toHaveLength(0);
  });
});
