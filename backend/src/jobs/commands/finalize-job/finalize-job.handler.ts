import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { JobStatusResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { DomainError } from '../../../shared/domain-error';
import { findJobRow } from '../../queries/get-job/get-job.query-handler';
import { JobCommands } from '../../shared/job-commands';
import { FinalizeJobCommand } from './finalize-job.command';

export const UUID_MISMATCH = "uuid must be the job's uuid";

/** Finalize: open → pending (Review), only at 100% progress of the latest saved answers. */
@CommandHandler(FinalizeJobCommand)
export class FinalizeJobHandler implements ICommandHandler<FinalizeJobCommand, JobStatusResponse> {
  constructor(
    private readonly jobs: JobCommands,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({
    jobId,
    uuid,
    companyId,
    metadata,
  }: FinalizeJobCommand): Promise<JobStatusResponse> {
    const job = await findJobRow(this.pool, companyId, jobId);
    if (job.uuid !== uuid) throw new DomainError('invalid', UUID_MISMATCH);
    await this.jobs.run(job.id, companyId, { type: 'Finalize', data: {} }, metadata);
    return { job: { id: job.id, status: 'pending' } };
  }
}
