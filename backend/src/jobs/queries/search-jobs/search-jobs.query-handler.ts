import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { JobSearchResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { jobSearchFilter } from '../shared/job-list-filters';
import { readJobListPage } from '../shared/job-list-page';
import { SearchJobsQuery } from './search-jobs.query';

/** One page of the jobs the query finds (see jobSearchFilter). */
@QueryHandler(SearchJobsQuery)
export class SearchJobsQueryHandler implements IQueryHandler<SearchJobsQuery, JobSearchResponse> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ companyId, query, page }: SearchJobsQuery): Promise<JobSearchResponse> {
    const { jobs, total, exact, ...applied } = await readJobListPage(
      this.pool,
      jobSearchFilter(companyId, query),
      page,
    );
    return { ...applied, found_jobs: jobs, resultCount: total, resultCountExact: exact };
  }
}
