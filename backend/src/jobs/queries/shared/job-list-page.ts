import type { Pool } from 'pg';
import {
  clampPage,
  pageOffset,
  type PageCursors,
  type PageInfo,
} from '@job-intake/contracts/paging';
import type { JobListItem, JobSort } from '@job-intake/contracts/jobs/jobs-api';
import { countBound } from './count-bound';
import { decodeJobPageCursor, encodeJobPageCursor, type JobPageCursor } from './job-page-cursor';
import { JOB_LIST_COLUMNS, toJobListItem, type JobListRow } from './job-list-rows';
import { needsNotNullCount, pageScans, seekScans, type PageScan } from './job-page-scans';
import { JOB_SORT_KEYS } from './job-sort-keys';

/** Which job_list rows a list holds: a WHERE condition with its placeholders $1… and values. */
export interface JobListFilter {
  where: string;
  params: readonly unknown[];
  /** An expression giving the rows' number more cheaply than counting them (same placeholders). */
  total?: string;
}

/** The page asked for, and the cursor of the row beside it when the client came from there. */
export type JobPageRequest = PageInfo<JobSort> & { after?: string; before?: string };

export type JobListPage = PageInfo<JobSort> &
  PageCursors & {
    jobs: JobListItem[];
    total: number;
    /** False when the count stopped (see countBound): the list holds more than `total` rows. */
    exact: boolean;
  };

/** How far the counts went: null where a count stopped at the bound. */
interface Counted {
  total: number;
  exact: boolean;
  notNull: number | null;
}

type SortedRow = JobListRow & { sort_key: string | number | null };

/**
 * One page of a job list and the list's total, read in two statements: the count, then the ids of
 * the page from the sort key's index joined to their rows. A page asked for from the row beside
 * it (a cursor) seeks that row in the index; any other skips the rows before it (job-page-scans).
 */
export async function readJobListPage(
  pool: Pool,
  filter: JobListFilter,
  request: JobPageRequest,
): Promise<JobListPage> {
  const { page: asked, size, sort, dir } = request;
  const counted = await count(pool, filter, request);
  const page = clampPage(asked, counted.exact ? counted.total : Infinity, size);
  const cursor = page === asked ? cursorOf(request) : undefined;
  const rows =
    (cursor && (await readFrom(pool, filter, request, cursor))) ||
    (await readAt(pool, filter, request, counted, page));
  const edge = (row: SortedRow | undefined) =>
    row ? encodeJobPageCursor({ sort, dir, key: row.sort_key, id: row.id }) : null;
  return {
    page,
    size,
    sort,
    dir,
    jobs: rows.map(toJobListItem),
    total: counted.total,
    exact: counted.exact,
    before: edge(rows[0]),
    after: edge(rows.at(-1)),
  };
}

/**
 * The list's total, exact when the filter has it ready; else its rows counted up to countBound
 * (and, where the order needs it, those whose sort key is not NULL).
 */
async function count(pool: Pool, filter: JobListFilter, request: JobPageRequest): Promise<Counted> {
  const { expression, nullable } = JOB_SORT_KEYS[request.sort];
  const bound = filter.total
    ? null
    : countBound(pageOffset(request.page, request.size), request.size);
  // The bounded count reads its rows through a CTE, which PostgreSQL plans for reading every row
  // (the trigram bitmap for a search term) and runs only until the LIMIT has its rows. Under the
  // LIMIT itself a sequential scan looked as cheap, and rechecked ten rows per match (0039).
  const counting = (where: string) =>
    bound === null
      ? `(SELECT count(*)::int FROM job_list WHERE ${where})`
      : `(WITH matches AS MATERIALIZED (SELECT FROM job_list WHERE ${where})
         SELECT count(*)::int FROM (SELECT FROM matches LIMIT ${bound + 1}) c)`;
  const notNull = needsNotNullCount(request.dir, nullable)
    ? counting(`${filter.where} AND ${expression} IS NOT NULL`)
    : 'NULL';
  const { rows } = await pool.query<{ total: number; not_null: number | null }>(
    `SELECT ${filter.total ?? counting(filter.where)} AS total, ${notNull} AS not_null`,
    [...filter.params],
  );
  const total = rows[0]?.total ?? 0;
  const beyond = (n: number) => bound !== null && n > bound;
  const notNullCount = rows[0]?.not_null ?? total;
  return {
    total: beyond(total) ? (bound as number) : total,
    exact: !beyond(total),
    notNull: beyond(notNullCount) ? null : notNullCount,
  };
}

function cursorOf(request: JobPageRequest): JobPageCursor | undefined {
  const text = request.after ?? request.before;
  const cursor = text === undefined ? undefined : decodeJobPageCursor(text);
  // A cursor of another order (the client changed it meanwhile) says nothing about this one.
  return cursor?.sort === request.sort && cursor.dir === request.dir ? cursor : undefined;
}

/** The page beside the cursor's row; undefined when nothing is left there (rows went away). */
async function readFrom(
  pool: Pool,
  filter: JobListFilter,
  request: JobPageRequest,
  cursor: JobPageCursor,
): Promise<SortedRow[] | undefined> {
  const towards = request.after === undefined ? 'before' : 'after';
  const scans = seekScans({
    dir: request.dir,
    nullable: JOB_SORT_KEYS[request.sort].nullable,
    towards,
    keyIsNull: cursor.key === null,
    limit: request.size,
  });
  const rows = await readScans(pool, filter, request, { scans, cursor });
  if (rows.length === 0) return undefined;
  return towards === 'after' ? rows : rows.reverse();
}

/** The page at its number: rows skipped inside the index, from the nearer end when it is known. */
function readAt(
  pool: Pool,
  filter: JobListFilter,
  request: JobPageRequest,
  counted: Counted,
  page: number,
): Promise<SortedRow[]> {
  const scans = pageScans({
    dir: request.dir,
    nullable: JOB_SORT_KEYS[request.sort].nullable,
    total: counted.exact ? counted.total : null,
    notNull: counted.notNull,
    offset: pageOffset(page, request.size),
    limit: request.size,
  });
  return scans.length > 0 ? readScans(pool, filter, request, { scans }) : Promise.resolve([]);
}

/**
 * The first `size` rows the scans read, in the page's order, or for a seek in the order its scans
 * travel (backwards against the page's order); each row with its sort key for the page's cursors.
 */
async function readScans(
  pool: Pool,
  filter: JobListFilter,
  request: JobPageRequest,
  { scans, cursor }: { scans: PageScan[]; cursor?: JobPageCursor },
): Promise<SortedRow[]> {
  const { expression } = JOB_SORT_KEYS[request.sort];
  const params = [...filter.params];
  const placeholder = (value: unknown) => `$${params.push(value)}`;
  const scanSql = scans.map((scan) => {
    const rows =
      scan.rows === 'all' ? '' : ` AND ${expression} IS ${scan.rows === 'null' ? '' : 'NOT '}NULL`;
    const after = scan.direction === 'asc' ? '>' : '<';
    const seek =
      cursor && scan.seek === 'key'
        ? ` AND (${expression}, id) ${after} (${placeholder(cursor.key)}, ${placeholder(cursor.id)})`
        : cursor && scan.seek === 'id'
          ? ` AND id ${after} ${placeholder(cursor.id)}`
          : '';
    return `(SELECT id FROM job_list WHERE ${filter.where}${rows}${seek}
       ORDER BY ${expression} ${scan.direction}, id ${scan.direction}
       OFFSET ${placeholder(scan.offset)} LIMIT ${placeholder(scan.limit)})`;
  });
  const travel = (cursor && scans[0]?.direction) || request.dir;
  const nulls = travel === request.dir ? 'LAST' : 'FIRST';
  const { rows } = await pool.query<SortedRow>(
    `SELECT ${JOB_LIST_COLUMNS}, to_json(${expression}) AS sort_key FROM job_list
     WHERE id IN (${scanSql.join(' UNION ALL ')})
     ORDER BY ${expression} ${travel} NULLS ${nulls}, id ${travel}
     LIMIT ${placeholder(request.size)}`,
    params,
  );
  return rows;
}
