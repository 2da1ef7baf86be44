/**
 * Server-side paging shared by every list that can grow (jobs, search, users, forms, companies,
 * notes, history): the request names a page, a page size, a sort column and a direction; the
 * answer carries one page of rows and the total. Spec section 2: sizes 100, 500 and 1000, 100 by
 * default unless the user's list_count says otherwise.
 */

export const PAGE_SIZES = [100, 500, 1000] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 100;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Query parameters of a paged list; `Sort` is the list's own set of sortable column ids. */
export interface PageQuery<Sort extends string = string> {
  /** 1-based; a page past the last answers the last page. */
  page?: number;
  size?: PageSize;
  sort?: Sort;
  dir?: SortDirection;
}

/**
 * Keyset paging: a list that answers cursors (`PageCursors`) reads the page next to the one shown
 * from the row beside it instead of skipping every row before it. Send `after` the shown page's
 * `after` for the next page, `before` its `before` for the previous one, with that page's number
 * and the same size and order; a jumped-to page sends neither.
 */
export interface PageSeek {
  after?: string;
  before?: string;
}

/** Where the page shown begins and ends, as opaque cursors (null: the page is empty). */
export interface PageCursors {
  before: string | null;
  after: string | null;
}

/** The longest cursor a request may send. */
export const PAGE_CURSOR_MAX_LENGTH = 500;

/** What a paged answer says about the page it holds, beside its rows and total. */
export interface PageInfo<Sort extends string = string> {
  page: number;
  size: PageSize;
  sort: Sort;
  dir: SortDirection;
}

/** The highest page number allowed in a request, so that an offset stays a safe integer. */
export const MAX_PAGE = 1_000_000;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The user's list_count when it is one of the offered sizes, else the default. */
export function pageSizeOrDefault(value: number | null | undefined): PageSize {
  return value != null && isPageSize(value) ? value : DEFAULT_PAGE_SIZE;
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page actually shown: a request past the last page shows the last one. */
export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, size));
}

/** The rows before a page: the SQL OFFSET. */
export function pageOffset(page: number, size: number): number {
  return (page - 1) * size;
}

/** The longest search text (`q`) a searchable list takes. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
