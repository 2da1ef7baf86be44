import { pageSizeOrDefault, type SortDirection } from '@job-intake/contracts/paging';
import { useSessionUser } from '../api/auth-slice';
import type { PageParams } from './page-params';
import { usePageParams } from './use-page-params';
import { useSearchText } from './use-search-text';

export interface SearchedPageParams<Sort extends string> {
  /** The page, size and order in the URL; the user's list_count is the default size. */
  paging: PageParams<Sort>;
  changePaging: (changes: Partial<PageParams<Sort>>) => void;
  /** The search text in the URL ('' for none). */
  search: string;
  changeSearch: (text: string) => void;
  /** What the list's request sends: the paging, and `q` when there is a search text. */
  query: PageParams<Sort> & { q?: string };
}

/** A searchable server-paged list's state, all of it in the URL. */
export function useSearchedPageParams<Sort extends string>(
  sorts: readonly Sort[],
  defaultSort: { sort: Sort; dir: SortDirection },
): SearchedPageParams<Sort> {
  const user = useSessionUser();
  const [paging, changePaging] = usePageParams(sorts, {
    size: pageSizeOrDefault(user?.list_count),
    ...defaultSort,
  });
  const [search, changeSearch] = useSearchText();
  const query = search ? { ...paging, q: search } : paging;
  return { paging, changePaging, search, changeSearch, query };
}
