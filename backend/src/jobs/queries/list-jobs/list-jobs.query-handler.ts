import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { JobListResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { JOB_LIST_COLUMNS, toJobListItem, type JobListRow } from '../shared/job-list-rows';
import { ListJobsQuery } from './list-jobs.query';

/** Reads the job_list read model straight, sorted by name as the lists show it by default. */
@QueryHandler(ListJobsQuery)
export class ListJobsQueryHandler implements IQueryHandler<ListJobsQuery, JobListResponse> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ companyId, list }: ListJobsQuery): Promise<JobListResponse> {
    const { rows } = await this.pool.query<JobListRow>(
      `SELECT ${JOB_LIST_COLUMNS} FROM job_list
       WHERE company_id = $1 AND status = $2 ORDER BY lower(name), id`,
      [companyId, list],
    );
    return { jobs: rows.map(toJobListItem), total: rows.length };
  }
}
