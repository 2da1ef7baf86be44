import type {
  HistoryEntry,
  HistorySort,
  JobHistoryResponse,
} from '@job-intake/contracts/jobs/jobs-api';
import { clampPage, pageOffset, type PageInfo } from '@job-intake/contracts/paging';

/** One page of the History tab from every entry (oldest first), the page clamped to the last. */
export function historyPage(
  entries: readonly HistoryEntry[],
  request: PageInfo<HistorySort>,
): JobHistoryResponse {
  const total = entries.length;
  const page = clampPage(request.page, total, request.size);
  const ordered = request.dir === 'asc' ? entries : [...entries].reverse();
  const start = pageOffset(page, request.size);
  return { ...request, page, total, history: ordered.slice(start, start + request.size) };
}
