import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobStatusResponse } from '@job-intake/contracts/jobs/jobs-api';
import { JobCommands } from '../../shared/job-commands';
import { ReopenJobCommand } from './reopen-job.command';

/** Re-open Job: a job in Review goes back to open for editing. */
@CommandHandler(ReopenJobCommand)
export class ReopenJobHandler implements ICommandHandler<ReopenJobCommand, JobStatusResponse> {
  constructor(private readonly jobs: JobCommands) {}

  async execute({ jobId, companyId, metadata }: ReopenJobCommand): Promise<JobStatusResponse> {
    await this.jobs.run(jobId, companyId, { type: 'Reopen', data: {} }, metadata);
    return { job: { id: jobId, status: 'open' } };
  }
}
