import { DEFAULT_PAGE_SIZE, type PageSize } from '@job-intake/contracts/paging';
import { useState } from 'react';

/**
 * The page a paged tab of the job page (Notes, History) shows. It lives in the tab, not in the
 * URL: the URL names the open tab, and both tabs are mounted at once, so one page parameter
 * would page both. A new size starts again at the first page.
 */
export function useTabPage() {
  const [paging, setPaging] = useState<{ page: number; size: PageSize }>({
    page: 1,
    size: DEFAULT_PAGE_SIZE,
  });
  return {
    ...paging,
    setPage: (page: number) => setPaging((current) => ({ ...current, page })),
    setSize: (size: PageSize) => setPaging({ page: 1, size }),
  };
}
