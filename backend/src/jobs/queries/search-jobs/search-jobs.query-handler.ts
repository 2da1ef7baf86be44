import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { JobSearchResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { containsPattern } from '../../../database/paged-query';
import { readJobListPage } from '../shared/job-list-page';
import { JOB_SEARCH_TEXT } from '../shared/job-search-text';
import { SearchJobsQuery } from './search-jobs.query';

/**
 * One page of the company's jobs of every status but deleted whose name, reference number or
 * location (label or DIV_ID) contains the query, case-insensitively.
 */
@QueryHandler(SearchJobsQuery)
export class SearchJobsQueryHandler implements IQueryHandler<SearchJobsQuery, JobSearchResponse> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ companyId, query, page }: SearchJobsQuery): Promise<JobSearchResponse> {
    const { jobs, total, ...applied } = await readJobListPage(
      this.pool,
      {
        where: `company_id = $1 AND status <> 'deleted' AND ${JOB_SEARCH_TEXT} LIKE $2`,
        params: [companyId, containsPattern(query.toLowerCase())],
      },
      page,
    );
    return { ...applied, found_jobs: jobs, resultCount: total };
  }
}
