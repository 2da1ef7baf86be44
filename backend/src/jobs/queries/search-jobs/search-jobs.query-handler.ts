import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { JobSearchResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { JOB_LIST_COLUMNS, toJobListItem, type JobListRow } from '../shared/job-list-rows';
import { SearchJobsQuery } from './search-jobs.query';

/**
 * The search list: the company's jobs of every status but deleted whose name, reference number
 * or location (label or DIV_ID) contains the query, case-insensitively; newest change first.
 */
@QueryHandler(SearchJobsQuery)
export class SearchJobsQueryHandler implements IQueryHandler<SearchJobsQuery, JobSearchResponse> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ companyId, query }: SearchJobsQuery): Promise<JobSearchResponse> {
    const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const { rows } = await this.pool.query<JobListRow>(
      `SELECT ${JOB_LIST_COLUMNS} FROM job_list
       WHERE company_id = $1 AND status <> 'deleted'
         AND (lower(name) LIKE $2 OR lower(reference_no) LIKE $2
              OR lower(coalesce(location_desc, '')) LIKE $2 OR coalesce(location, '') LIKE $2)
       ORDER BY updated_at DESC, id`,
      [companyId, pattern],
    );
    return { found_jobs: rows.map(toJobListItem), resultCount: rows.length };
  }
}
