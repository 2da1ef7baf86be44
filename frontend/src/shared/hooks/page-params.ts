import {
  isPageSize,
  MAX_PAGE,
  type PageInfo,
  type PageSize,
  SORT_DIRECTIONS,
  type SortDirection,
} from '@job-intake/contracts/paging';

/** A list's paging as the URL's search params hold it: `?page=3&size=500&sort=reference&dir=desc`. */
export type PageParams<Sort extends string = string> = PageInfo<Sort>;

/** What a list shows when the URL says nothing; these values are left out of the URL. */
export interface PageParamsDefaults<Sort extends string = string> {
  size: PageSize;
  sort: Sort;
  dir: SortDirection;
}

const PAGE_PATTERN = /^[1-9]\d*$/;

function readPage(value: string | null): number {
  const page = value && PAGE_PATTERN.test(value) ? Number(value) : 1;
  return page <= MAX_PAGE ? page : 1;
}

function readSize(value: string | null, fallback: PageSize): PageSize {
  const size = Number(value);
  return value && isPageSize(size) ? size : fallback;
}

function isDirection(value: string | null): value is SortDirection {
  return (SORT_DIRECTIONS as readonly (string | null)[]).includes(value);
}

/** The paging a URL asks for; a missing or unusable value reads as its default. */
export function readPageParams<Sort extends string>(
  search: URLSearchParams,
  sorts: readonly Sort[],
  defaults: PageParamsDefaults<Sort>,
): PageParams<Sort> {
  const sort = sorts.find((id) => id === search.get('sort'));
  const dir = search.get('dir');
  return {
    page: readPage(search.get('page')),
    size: readSize(search.get('size'), defaults.size),
    sort: sort ?? defaults.sort,
    dir: isDirection(dir) ? dir : sort ? 'asc' : defaults.dir,
  };
}

/**
 * The URL's search params showing `params`, other params (such as a search's `q`) kept. Page 1,
 * the default size and the default order are left out; an order is written whole (sort and dir).
 */
export function writePageParams<Sort extends string>(
  search: URLSearchParams,
  params: PageParams<Sort>,
  defaults: PageParamsDefaults<Sort>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const isDefaultOrder = params.sort === defaults.sort && params.dir === defaults.dir;
  const values: [string, string | null][] = [
    ['page', params.page === 1 ? null : String(params.page)],
    ['size', params.size === defaults.size ? null : String(params.size)],
    ['sort', isDefaultOrder ? null : params.sort],
    ['dir', isDefaultOrder ? null : params.dir],
  ];
  for (const [name, value] of values) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The paging after a change: another size or order starts again at page 1. */
export function changePageParams<Sort extends string>(
  current: PageParams<Sort>,
  changes: Partial<PageParams<Sort>>,
): PageParams<Sort> {
  return { ...current, page: 1, ...changes };
}
