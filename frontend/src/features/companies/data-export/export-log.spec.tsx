import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessLogRowTexts, seedAccessLog } from '../../../testing/access-log-handlers';
import { sessionOf } from '../../../testing/auth-handlers';
import { serveFormsPage } from '../../../testing/export-handlers';
import { renderApp } from '../../../testing/render-app';

const ADMIN_COMPANY = sessionOf('admin').user.memberships[0]!.company.id;

async function openLog() {
  serveFormsPage([]);
  const app = renderApp(`/company/${ADMIN_COMPANY}?tab=data-export`, {
    session: sessionOf('admin'),
  });
  const log = await screen.findByRole('region', { name: 'Exports and audit-record downloads' });
  return { ...app, log };
}

describe("the Data Export tab's log", () => {
  it('lists exports with their filters and record downloads, not History reads', async () => {
    seedAccessLog({ kind: 'job_history', job_id: 'job-1' });
    seedAccessLog({ kind: 'audit_record', job_id: 'job-1' });
    seedAccessLog({
      kind: 'data_export',
      user: { id: 'u-2', name: 'Rita Reviewer', email: 'rita@example.com' },
      detail: {
        statuses: ['open', 'submitted'],
        created_from: '2026-11-01',
        created_to: '2026-11-30',
      },
    });
    const { log } = await openLog();
    await waitFor(() => expect(accessLogRowTexts(log)).toHaveLength(2));
    expect(accessLogRowTexts(log)).toEqual([
      [
        'Rita Reviewer rita@example.com',
        'Exported data',
        'open, submitted jobs created 2026-11-01 to 2026-11-30',
      ],
      ['Alice Admin admin@example.com', 'Downloaded audit record', 'Job job-1'],
    ]);
  });

  it('finds the entries of one person', async () => {
    seedAccessLog({ kind: 'audit_record', job_id: 'job-1' });
    seedAccessLog({
      kind: 'data_export',
      user: { id: 'u-2', name: 'Rita Reviewer', email: 'rita@example.com' },
    });
    const { log, user } = await openLog();
    await waitFor(() => expect(accessLogRowTexts(log)).toHaveLength(2));
    await user.type(
      within(log).getByRole('searchbox', { name: 'Search the log by person' }),
      'rita',
    );
    await waitFor(() => expect(accessLogRowTexts(log)).toHaveLength(1));
    expect(accessLogRowTexts(log)[0]?.[0]).toBe('Rita Reviewer rita@example.com');
  });
});
