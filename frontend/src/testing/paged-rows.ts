/**
 * Paging and sorting for the in-memory fakes of paged lists, as the server does it (contracts
 * paging.ts): validated parameters, an order with empty values last and the id breaking ties, the
 * page clamped to the last one.
 */
import {
  clampPage,
  isPageSize,
  MAX_PAGE,
  type PageInfo,
  type PageSize,
  pageOffset,
  SORT_DIRECTIONS,
  type SortDirection,
} from '@job-intake/contracts/paging';

/** What a row is ordered by for one sort id; null sorts last in both directions. */
export type SortKey<Row> = (row: Row) => string | number | null;

export interface PagedRows<Row, Sort extends string> extends PageInfo<Sort> {
  rows: Row[];
  total: number;
}

/**
 * Paging parameters as a query string (strings) or a JSON body (numbers) carries them; the job
 * lists' fakes take a row's id as the cursor `after` or `before` (keyset paging).
 */
export type RawPaging = Partial<
  Record<'page' | 'size' | 'sort' | 'dir' | 'after' | 'before', unknown>
>;

/** A bad parameter, with the message the server answers 400 with. */
export class PagingError extends Error {}

const asNumber = (value: unknown) => (typeof value === 'string' ? Number(value) : value);

function readPage(raw: unknown): number {
  const page = raw === undefined ? 1 : asNumber(raw);
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw new PagingError(`page must be a whole number from 1 to ${MAX_PAGE}`);
  }
  return page;
}

function readSize(raw: unknown, fallback: PageSize): PageSize {
  const size = raw === undefined ? fallback : asNumber(raw);
  if (typeof size !== 'number' || !isPageSize(size)) {
    throw new PagingError('size must be one of 100, 500, 1000');
  }
  return size;
}

function readOne<T extends string>(
  name: string,
  raw: unknown,
  allowed: readonly T[],
  fallback: T,
): T {
  if (raw === undefined) return fallback;
  const found = allowed.find((value) => value === raw);
  if (!found) throw new PagingError(`${name} must be one of ${allowed.join(', ')}`);
  return found;
}

function compareKeys(a: string | number | null, b: string | number | null, dir: SortDirection) {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const ascending = a < b ? -1 : 1;
  return dir === 'asc' ? ascending : -ascending;
}

/** One page of `rows`; throws PagingError for a bad parameter. */
export function pageOfRows<Row extends { id: string | number }, Sort extends string>(
  rows: Row[],
  raw: RawPaging,
  keys: Record<Sort, SortKey<Row>>,
  defaults: { size?: PageSize; sort: Sort; dir: SortDirection },
): PagedRows<Row, Sort> {
  const sorts = Object.keys(keys) as Sort[];
  const size = readSize(raw.size, defaults.size ?? 100);
  const sort = readOne('sort', raw.sort, sorts, defaults.sort);
  const dir = readOne(
    'dir',
    raw.dir,
    SORT_DIRECTIONS,
    raw.sort === undefined ? defaults.dir : 'asc',
  );
  const key = keys[sort];
  const ordered = [...rows].sort(
    (a, b) => compareKeys(key(a), key(b), dir) || compareKeys(a.id, b.id, 'asc'),
  );
  const page = clampPage(readPage(raw.page), ordered.length, size);
  const offset = seekOffset(ordered, raw, size) ?? pageOffset(page, size);
  return {
    rows: ordered.slice(offset, offset + size),
    total: ordered.length,
    page,
    size,
    sort,
    dir,
  };
}

/** Where the page beside a cursor's row starts, if the request sent a cursor of a listed row. */
function seekOffset(ordered: { id: string | number }[], raw: RawPaging, size: number) {
  const at = (cursor: unknown) => ordered.findIndex((row) => String(row.id) === cursor);
  if (raw.after !== undefined && at(raw.after) >= 0) return at(raw.after) + 1;
  if (raw.before !== undefined && at(raw.before) >= 0) return Math.max(0, at(raw.before) - size);
  return undefined;
}
