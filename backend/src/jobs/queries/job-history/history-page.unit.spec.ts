import type { HistoryEntry } from '@job-intake/contracts/jobs/jobs-api';
import { historyPage } from './history-page';

const entries: HistoryEntry[] = Array.from({ length: 250 }, (_, revision) => ({
  id: `event-${revision}`,
  action: 'update_job',
  entry_date: new Date(Date.UTC(2026, 0, 1, 0, revision)).toISOString(),
  user_id: null,
  user: { name: 'Guest' },
  parameter: `Change ${revision}`,
  revision,
}));
const revisions = (page: { history: HistoryEntry[] }) => page.history.map((e) => e.revision);

describe('historyPage', () => {
  it('pages newest first: 100, 100 and the last 50', () => {
    const request = { page: 1, size: 100, sort: 'entry_date', dir: 'desc' } as const;
    const pages = [1, 2, 3].map((page) => historyPage(entries, { ...request, page }));
    expect(pages.map((page) => page.history.length)).toEqual([100, 100, 50]);
    expect(revisions(pages[0]!).slice(0, 2)).toEqual([249, 248]);
    expect(revisions(pages[1]!)[0]).toBe(149);
    expect(revisions(pages[2]!).at(-1)).toBe(0);
    expect(pages.every((page) => page.total === 250)).toBe(true);
  });

  it('pages oldest first with dir=asc and clamps a page past the last', () => {
    const page = historyPage(entries, { page: 9, size: 100, sort: 'entry_date', dir: 'asc' });
    expect(page).toMatchObject({ page: 3, size: 100, sort: 'entry_date', dir: 'asc', total: 250 });
    expect(revisions(page)).toEqual(Array.from({ length: 50 }, (_, index) => 200 + index));
  });

  it('answers one empty page for no entries', () => {
    const page = historyPage([], { page: 2, size: 500, sort: 'entry_date', dir: 'desc' });
    expect(page).toMatchObject({ page: 1, total: 0, history: [] });
  });
});
