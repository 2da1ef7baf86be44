import {
  clampPage,
  pageOffset,
  type PageInfo,
  type PageQuery,
  type SortDirection,
} from '@job-intake/contracts/paging';
import type { DataSource, EntityManager } from 'typeorm';
import { requestedPage } from '../shared/requested-page';

/** A sort id's SQL expression; a nullable one sorts its NULLs last in both directions. */
export type SortKey = string | { expression: string; nullable: true };

/** A list read a page at a time: its rows' columns, its FROM … WHERE … and how it sorts. */
export interface PagedList<Sort extends string> {
  select: string;
  /** `FROM … [WHERE …]`, its placeholders $1… filled by `params`. */
  from: string;
  params: readonly unknown[];
  sorts: Record<Sort, SortKey>;
  /** A unique column, the last sort key, so that rows never change pages between requests. */
  tieBreaker: string;
  defaultSort: { readonly sort: Sort; readonly dir: SortDirection };
}

export type Page<Row, Sort extends string> = PageInfo<Sort> & { rows: Row[]; total: number };

/**
 * One page of a list and its total; a page past the last answers the last one. The request's sort
 * without a direction sorts ascending; no sort at all is the list's default order.
 */
export async function readPage<Row, Sort extends string>(
  db: DataSource | EntityManager,
  list: PagedList<Sort>,
  query: PageQuery<Sort>,
): Promise<Page<Row, Sort>> {
  const counted: { total: number }[] = await db.query(
    `SELECT count(*)::int AS total ${list.from}`,
    [...list.params],
  );
  const total = counted[0]?.total ?? 0;
  const { size, sort, dir, ...requested } = requestedPage(query, list.defaultSort);
  const page = clampPage(requested.page, total, size);
  const next = list.params.length + 1;
  const rows: Row[] = await db.query(
    `SELECT ${list.select} ${list.from}
      ORDER BY ${orderBy(list.sorts[sort], dir)}, ${list.tieBreaker} ${dir}
      LIMIT $${next} OFFSET $${next + 1}`,
    [...list.params, size, pageOffset(page, size)],
  );
  return { rows, total, page, size, sort, dir };
}

function orderBy(key: SortKey, dir: SortDirection): string {
  return typeof key === 'string' ? `${key} ${dir}` : `${key.expression} ${dir} NULLS LAST`;
}

/** An ILIKE pattern finding `text` anywhere, its wildcards escaped ("50%" finds "50%" only). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
