import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobStatusResponse } from '@job-intake/contracts/jobs/jobs-api';
import { JobCommands } from '../../shared/job-commands';
import { ArchiveJobCommand } from './archive-job.command';

/** Archive Job (by a person): an open job or one in Review leaves the working lists. */
@CommandHandler(ArchiveJobCommand)
export class ArchiveJobHandler implements ICommandHandler<ArchiveJobCommand, JobStatusResponse> {
  constructor(private readonly jobs: JobCommands) {}

  async execute({ jobId, companyId, metadata }: ArchiveJobCommand): Promise<JobStatusResponse> {
    await this.jobs.run(
      jobId,
      companyId,
      { type: 'Archive', data: { automatic: false } },
      metadata,
    );
    return { job: { id: jobId, status: 'archived' } };
  }
}
