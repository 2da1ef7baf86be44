import type { AccessLogEntry } from '@job-intake/contracts/audit/access-log-api';
import { within } from '@testing-library/react';
import { http } from 'msw';
import { apiUrl } from './api-url';
import { pagedListAnswer } from './paged-list-answer';

/** The access log as the fake server keeps it, newest first; tests add rows. */
export const accessLogRows: AccessLogEntry[] = [];

export function seedAccessLog(entry: Partial<AccessLogEntry> & Pick<AccessLogEntry, 'kind'>) {
  const row: AccessLogEntry = {
    id: String(accessLogRows.length + 1),
    // Each row a minute after the one before: newest first is the order they were added.
    at: new Date(Date.UTC(2026, 10, 30, 10, accessLogRows.length)).toISOString(),
    user: { id: 'user-1', name: 'Alice Admin', email: 'admin@example.com' },
    job_id: null,
    detail: {},
    ...entry,
  };
  accessLogRows.unshift(row);
  return row;
}

export function resetAccessLog() {
  accessLogRows.length = 0;
}

/** GET /access-log: filtered by job and kinds, searched by person, paged as the server does. */
export const accessLogHandlers = [
  http.get(apiUrl('/access-log'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const jobId = params.get('job_id');
    const kinds = params.get('kind')?.split(',');
    const rows = accessLogRows.filter(
      (row) => (!jobId || row.job_id === jobId) && (!kinds || kinds.includes(row.kind)),
    );
    return pagedListAnswer(
      request,
      rows,
      {
        keys: { at: (row) => row.at },
        defaultSort: { sort: 'at', dir: 'desc' },
        matches: (row, search) =>
          `${row.user.name} ${row.user.email}`.toLowerCase().includes(search),
      },
      ({ rows: entries, ...page }) => ({ ...page, entries }),
    );
  }),
];

/** The cells after When of each row of an access log table: who, what (and details). */
export function accessLogRowTexts(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
}
