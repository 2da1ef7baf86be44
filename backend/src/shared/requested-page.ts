import {
  DEFAULT_PAGE_SIZE,
  type PageInfo,
  type PageQuery,
  type PageSize,
  type SortDirection,
} from '@job-intake/contracts/paging';

/**
 * The page asked for, with the list's defaults where a parameter was left out (not clamped): a
 * sort without a direction sorts ascending, as the other lists do.
 */
export function requestedPage<Sort extends string>(
  query: PageQuery<Sort>,
  defaults: { sort: Sort; dir: SortDirection; size?: PageSize },
): PageInfo<Sort> {
  return {
    page: query.page ?? 1,
    size: query.size ?? defaults.size ?? DEFAULT_PAGE_SIZE,
    sort: query.sort ?? defaults.sort,
    dir: query.dir ?? (query.sort ? 'asc' : defaults.dir),
  };
}
