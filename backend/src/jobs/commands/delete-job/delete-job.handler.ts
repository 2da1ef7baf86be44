import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobStatusResponse } from '@job-intake/contracts/jobs/jobs-api';
import { JobCommands } from '../../shared/job-commands';
import { DeleteJobCommand } from './delete-job.command';

/** Delete Job: an open job or one in Review is deleted (its stream stays for History and audit). */
@CommandHandler(DeleteJobCommand)
export class DeleteJobHandler implements ICommandHandler<DeleteJobCommand, JobStatusResponse> {
  constructor(private readonly jobs: JobCommands) {}

  async execute({ jobId, companyId, metadata }: DeleteJobCommand): Promise<JobStatusResponse> {
    await this.jobs.run(jobId, companyId, { type: 'Delete', data: {} }, metadata);
    return { job: { id: jobId, status: 'deleted' } };
  }
}
