import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  changePageParams,
  type PageParams,
  type PageParamsDefaults,
  readPageParams,
  writePageParams,
} from './page-params';

/**
 * A server-paged list's page, size, sort and direction, kept in the URL's search params so that a
 * reload or a shared link shows the same page. Changing the size or the order goes back to page 1.
 */
export function usePageParams<Sort extends string>(
  sorts: readonly Sort[],
  defaults: PageParamsDefaults<Sort>,
): [PageParams<Sort>, (changes: Partial<PageParams<Sort>>) => void] {
  const [search, setSearch] = useSearchParams();
  const { size, sort, dir } = defaults;
  const change = useCallback(
    (changes: Partial<PageParams<Sort>>) => {
      const fallback = { size, sort, dir };
      setSearch((previous) =>
        writePageParams(
          previous,
          changePageParams(readPageParams(previous, sorts, fallback), changes),
          fallback,
        ),
      );
    },
    [setSearch, sorts, size, sort, dir],
  );
  return [readPageParams(search, sorts, defaults), change];
}
