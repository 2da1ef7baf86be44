import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { JobStatsDto } from '@job-intake/contracts/stats/stats-api';
import { PG_POOL } from '../../database/database.module';
import { JOB_NOT_FOUND } from '../../jobs/domain/job.decider';
import { DomainError } from '../../shared/domain-error';
import type { JobStatsRow } from '../domain/job-stats.fold';
import { hoursBetween } from '../domain/stats-counts';

/** One job's statistics from job_stats; another company's job is answered as a missing one. */
@Injectable()
export class JobStatsReader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async read(companyId: string, jobId: string): Promise<JobStatsDto> {
    const { rows } = await this.pool.query<{ row: JobStatsRow }>(
      'SELECT to_jsonb(s) AS row FROM job_stats s WHERE job_id = $1 AND company_id = $2',
      [jobId, companyId],
    );
    const [found] = rows;
    if (!found) throw new DomainError('not_found', JOB_NOT_FOUND);
    return toJobStatsDto(found.row);
  }
}

function toJobStatsDto(row: JobStatsRow): JobStatsDto {
  const { company_id: _company, request_link_ids: _links, ...shown } = row;
  return {
    ...shown,
    hours_to_review: hoursBetween(row.created_at, row.finalized_at),
    hours_to_submission: hoursBetween(row.created_at, row.submitted_at),
  };
}
