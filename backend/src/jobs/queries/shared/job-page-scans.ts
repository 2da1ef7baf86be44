import type { SortDirection } from '@job-intake/contracts/paging';

/** Which rows of the list one index scan reads: all, or those whose sort key is (not) NULL. */
export type ScanRows = 'all' | 'null' | 'not-null';

/**
 * One read of a sort key's index, forwards (asc: NULLs last) or backwards (desc: NULLs first),
 * ordered by the key then the id in `direction`.
 */
export interface PageScan {
  rows: ScanRows;
  direction: SortDirection;
  offset: number;
  limit: number;
}

export interface PageScansInput {
  dir: SortDirection;
  nullable: boolean;
  total: number;
  /** Rows whose sort key is not NULL: only read when the order puts NULLs after a desc key. */
  notNull: number;
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
  const count = Math.max(0, Math.min(input.limit, input.total - input.offset));
  const fromEnd = input.offset * 2 > input.total;
  const order = segments(input.dir, input.nullable);
  const start = fromEnd ? input.total - input.offset - count : input.offset;
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
    .map((segment) => ({ ...segment, direction: segment.direction === 'asc' ? 'desc' : 'asc' }));
}

function segmentSize(rows: ScanRows, input: PageScansInput): number {
  if (rows === 'all') return input.total;
  return rows === 'not-null' ? input.notNull : input.total - input.notNull;
}
