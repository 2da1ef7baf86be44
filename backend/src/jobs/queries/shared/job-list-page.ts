import type { Pool } from 'pg';
import { clampPage, pageOffset, type PageInfo } from '@job-intake/contracts/paging';
import type { JobListItem, JobSort } from '@job-intake/contracts/jobs/jobs-api';
import { JOB_LIST_COLUMNS, toJobListItem, type JobListRow } from './job-list-rows';
import { needsNotNullCount, pageScans, type PageScan } from './job-page-scans';
import { JOB_SORT_KEYS } from './job-sort-keys';

/** Which job_list rows a list holds: a WHERE condition with its placeholders $1… and values. */
export interface JobListFilter {
  where: string;
  params: readonly unknown[];
  /** An expression giving the rows' number more cheaply than counting them (same placeholders). */
  total?: string;
}

export type JobListPage = PageInfo<JobSort> & { jobs: JobListItem[]; total: number };

/**
 * One page of a job list and the list's total, read in two statements: the count, then the ids of
 * the page from the sort key's index (see job-page-scans.ts) joined to their rows.
 */
export async function readJobListPage(
  pool: Pool,
  filter: JobListFilter,
  request: PageInfo<JobSort>,
): Promise<JobListPage> {
  const { expression, nullable } = JOB_SORT_KEYS[request.sort];
  const withNotNull = needsNotNullCount(request.dir, nullable);
  const countSql = filter.total ?? `(SELECT count(*)::int FROM job_list WHERE ${filter.where})`;
  const notNull = `(SELECT count(*)::int FROM job_list WHERE ${filter.where} AND ${expression} IS NOT NULL)`;
  const counted = await pool.query<{ total: number; not_null: number | null }>(
    `SELECT ${countSql} AS total, ${withNotNull ? notNull : 'NULL'} AS not_null`,
    [...filter.params],
  );
  const total = counted.rows[0]?.total ?? 0;
  const page = clampPage(request.page, total, request.size);
  const scans = pageScans({
    dir: request.dir,
    nullable,
    total,
    notNull: counted.rows[0]?.not_null ?? total,
    offset: pageOffset(page, request.size),
    limit: request.size,
  });
  const jobs = scans.length > 0 ? await readScans(pool, filter, request, scans) : [];
  return { ...request, page, jobs, total };
}

async function readScans(
  pool: Pool,
  filter: JobListFilter,
  request: PageInfo<JobSort>,
  scans: PageScan[],
): Promise<JobListItem[]> {
  const { expression } = JOB_SORT_KEYS[request.sort];
  const params = [...filter.params];
  const scanSql = scans.map((scan) => {
    params.push(scan.offset, scan.limit);
    const rows =
      scan.rows === 'all' ? '' : ` AND ${expression} IS ${scan.rows === 'null' ? '' : 'NOT '}NULL`;
    return `(SELECT id FROM job_list WHERE ${filter.where}${rows}
       ORDER BY ${expression} ${scan.direction}, id ${scan.direction}
       OFFSET $${params.length - 1} LIMIT $${params.length})`;
  });
  const { rows } = await pool.query<JobListRow>(
    `SELECT ${JOB_LIST_COLUMNS} FROM job_list
     WHERE id IN (${scanSql.join(' UNION ALL ')})
     ORDER BY ${expression} ${request.dir} NULLS LAST, id ${request.dir}`,
    params,
  );
  return rows.map(toJobListItem);
}
