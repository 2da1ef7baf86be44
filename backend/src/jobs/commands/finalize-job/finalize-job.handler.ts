import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobStatusResponse } from '@job-intake/contracts/jobs/jobs-api';
import { JobCommands } from '../../shared/job-commands';
import { FinalizeJobCommand } from './finalize-job.command';

/** Finalize: open → pending (Review), only at 100% progress of the latest saved answers. */
@CommandHandler(FinalizeJobCommand)
export class FinalizeJobHandler implements ICommandHandler<FinalizeJobCommand, JobStatusResponse> {
  constructor(private readonly jobs: JobCommands) {}

  async execute({
    jobId,
    uuid,
    companyId,
    metadata,
  }: FinalizeJobCommand): Promise<JobStatusResponse> {
    await this.jobs.run(jobId, companyId, { type: 'Finalize', data: { uuid } }, metadata);
    return { job: { id: jobId, status: 'pending' } };
  }
}
