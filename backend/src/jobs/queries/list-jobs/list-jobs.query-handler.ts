import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { JobListResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { jobListFilter } from '../shared/job-list-filters';
import { readJobListPage } from '../shared/job-list-page';
import { ListJobsQuery } from './list-jobs.query';

/** One page of a job list, read straight from the job_list read model; its total kept apart. */
@QueryHandler(ListJobsQuery)
export class ListJobsQueryHandler implements IQueryHandler<ListJobsQuery, JobListResponse> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ companyId, list, page }: ListJobsQuery): Promise<JobListResponse> {
    // A list's total is kept, never stopped short: `exact` is always true here.
    const { exact: _exact, ...answer } = await readJobListPage(
      this.pool,
      jobListFilter(companyId, list),
      page,
    );
    return answer;
  }
}
