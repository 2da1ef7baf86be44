import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type {
  StatsReportRequest,
  StatsReportResponse,
} from '@job-intake/contracts/stats/stats-api';
import { Companies } from '../../companies/companies.reader';
import { PG_POOL } from '../../database/database.module';
import { COMPANY_NOT_FOUND } from '../../companies/company-access';
import { DomainError } from '../../shared/domain-error';
import { addSums, countsOf, type DailySums } from '../domain/stats-counts';
import { checkStatsRange } from '../domain/stats-range';

const SUMS = `sum(jobs_created_staff)::int AS jobs_created_staff,
  sum(jobs_created_public)::int AS jobs_created_public, sum(jobs_finalized)::int AS jobs_finalized,
  sum(jobs_submitted)::int AS jobs_submitted, sum(jobs_archived)::int AS jobs_archived,
  sum(review_ms)::float8 AS review_ms, sum(submission_ms)::float8 AS submission_ms,
  sum(share_links_created)::int AS share_links_created,
  sum(share_links_completed)::int AS share_links_completed,
  sum(emails_sent)::int AS emails_sent, sum(requests_completed)::int AS requests_completed`;

/**
 * One range scan of job_stats_daily by its key (company_id, day), summed per period; every period
 * of the range is answered, those without activity as zeros (a chart's gaps are real zeros).
 */
@Injectable()
export class StatsReportReader {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly companies: Companies,
  ) {}

  async report(request: StatsReportRequest): Promise<StatsReportResponse> {
    checkStatsRange(request.start_date, request.end_date);
    await this.assertCompany(request.company_id);
    const { rows } = await this.pool.query<DailySums & { period_start: string }>(
      `WITH sums AS (
         SELECT date_trunc($4, day)::date AS bucket, ${SUMS} FROM job_stats_daily
         WHERE company_id = $1 AND day BETWEEN $2::date AND $3::date GROUP BY 1
       )
       SELECT to_char(p, 'YYYY-MM-DD') AS period_start, sums.* FROM generate_series(
         date_trunc($4, $2::date::timestamp), $3::date::timestamp, ('1 ' || $4)::interval
       ) p LEFT JOIN sums ON sums.bucket = p::date ORDER BY p`,
      [request.company_id, request.start_date, request.end_date, request.period],
    );
    const sums = rows.map(({ period_start, ...row }) => ({
      period_start,
      sums: zeroForNull(row),
    }));
    return {
      ...request,
      series: sums.map(({ period_start, sums }) => ({ period_start, ...countsOf(sums) })),
      totals: countsOf(addSums(sums.map(({ sums }) => sums))),
    };
  }

  private async assertCompany(companyId: string): Promise<void> {
    if (!(await this.companies.exists(companyId)))
      throw new DomainError('not_found', COMPANY_NOT_FOUND);
  }
}

/** A period without any day row comes back from the LEFT JOIN as NULLs. */
function zeroForNull(row: Record<string, unknown>): DailySums {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => key !== 'bucket')
      .map(([key, value]) => [key, value === null ? 0 : Number(value)]),
  ) as unknown as DailySums;
}
