import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { JobDetail } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { DomainError } from '../../../shared/domain-error';
import { JOB_LIST_COLUMNS } from '../list-jobs/list-jobs.query-handler';
import { GetJobQuery } from './get-job.query';

@QueryHandler(GetJobQuery)
export class GetJobQueryHandler implements IQueryHandler<GetJobQuery, JobDetail> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ companyId, jobId }: GetJobQuery): Promise<JobDetail> {
    const { rows } = await this.pool.query<JobDetail>(
      `SELECT ${JOB_LIST_COLUMNS}, revision::int AS revision FROM job_list WHERE id = $1 AND company_id = $2`,
      [jobId, companyId],
    );
    const job = rows[0];
    if (!job) throw new DomainError('not_found', 'Job not found');
    return job;
  }
}
