import type { SortDirection } from '@job-intake/contracts/paging';

/** Which rows of the list one index scan reads: all, or those whose sort key is (not) NULL. */
export type ScanRows = 'all' | 'null' | 'not-null';

/**
 * Where a keyset scan starts: after the cursor's key and id (`key`), or, among the NULL keys, after
 * its id (`id`); "after" in the scan's direction.
 */
export type ScanSeek = 'key' | 'id';

/**
 * One read of a sort key's index, forwards (asc: NULLs last) or backwards (desc: NULLs first),
 * ordered by the key then the id in `direction`.
 */
export interface PageScan {
  rows: ScanRows;
  direction: SortDirection;
  offset: number;
  limit: number;
  seek?: ScanSeek;
}

export interface PageScansInput {
  dir: SortDirection;
  nullable: boolean;
  /** The list's rows; null when the count stopped before the end, past the page. */
  total: number | null;
  /**
   * Rows whose sort key is not NULL (only read when the order puts NULLs after a desc key); null
   * when that count stopped before the end, past the page.
   */
  notNull: number | null;
  offset: number;
  limit: number;
}

type Segment = Omit<PageScan, 'offset' | 'limit'>;

/**
 * The index scans that read rows [offset, offset + limit) of a list in one order. An index read
 * either way puts NULLs last ascending and first descending, so a descending order with NULLs
 * last is two reads: the keys, then the NULLs. A page past the middle is read from the far end
 * in the reverse order, so no scan skips more than half of the list.
 */
export function pageScans(input: PageScansInput): PageScan[] {
  const total = input.total ?? Infinity;
  const count = Math.max(0, Math.min(input.limit, total - input.offset));
  const fromEnd = input.offset * 2 > total;
  const order = segments(input.dir, input.nullable);
  const start = fromEnd ? total - input.offset - count : input.offset;
  const scans: PageScan[] = [];
  let before = 0;
  for (const segment of fromEnd ? reversed(order) : order) {
    const size = segmentSize(segment.rows, input);
    const from = Math.max(start - before, 0);
    const to = Math.min(start + count - before, size);
    if (to > from) scans.push({ ...segment, offset: from, limit: to - from });
    before += size;
  }
  return scans;
}

/** Whether reading this order needs the count of rows whose sort key is not NULL. */
export function needsNotNullCount(dir: SortDirection, nullable: boolean): boolean {
  return segments(dir, nullable).length > 1;
}

function segments(dir: SortDirection, nullable: boolean): Segment[] {
  if (dir === 'asc' || !nullable) return [{ rows: 'all', direction: dir }];
  return [
    { rows: 'not-null', direction: 'desc' },
    { rows: 'null', direction: 'desc' },
  ];
}

function reversed(order: Segment[]): Segment[] {
  return [...order]
    .reverse()
    .map((segment) => ({ ...segment, direction: opposite(segment.direction) }));
}

/** A segment's rows; Infinity for a count that stopped (the page ends before it does). */
function segmentSize(rows: ScanRows, input: PageScansInput): number {
  if (input.total === null) return rows === 'not-null' ? (input.notNull ?? Infinity) : Infinity;
  if (rows === 'all') return input.total;
  const notNull = input.notNull ?? input.total;
  return rows === 'not-null' ? notNull : input.total - notNull;
}

/**
 * The index scans that read the page beside a cursor's row (keyset paging): `after` it in the
 * order, or `before` it (read backwards, nearest row first). Each scan reads at most `limit`
 * rows; the page is the first `limit` of them in the reading order. A NULL key only has NULL keys
 * after it and every not-NULL key before it, as NULLs come last in both directions.
 */
export function seekScans(input: {
  dir: SortDirection;
  nullable: boolean;
  towards: 'after' | 'before';
  keyIsNull: boolean;
  limit: number;
}): PageScan[] {
  const { nullable, keyIsNull, limit } = input;
  const forwards = input.towards === 'after';
  const direction = forwards ? input.dir : opposite(input.dir);
  const scan = (rows: ScanRows, seek?: ScanSeek): PageScan => ({
    rows,
    direction,
    offset: 0,
    limit,
    ...(seek && { seek }),
  });
  if (!nullable) return [scan('all', 'key')];
  if (keyIsNull) return forwards ? [scan('null', 'id')] : [scan('null', 'id'), scan('not-null')];
  return forwards ? [scan('not-null', 'key'), scan('null')] : [scan('not-null', 'key')];
}

function opposite(dir: SortDirection): SortDirection {
  return dir === 'asc' ? 'desc' : 'asc';
}
