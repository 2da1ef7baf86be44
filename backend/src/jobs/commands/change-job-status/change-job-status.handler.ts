import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JobStatusResponse } from '@job-intake/contracts/jobs/jobs-api';
import type { JobCommand } from '../../domain/job.decider';
import { JobCommands } from '../../shared/job-commands';
import { ChangeJobStatusCommand } from './change-job-status.command';

const COMMANDS: Record<ChangeJobStatusCommand['status'], JobCommand> = {
  open: { type: 'Reopen', data: {} },
  archived: { type: 'Archive', data: { automatic: false } },
  deleted: { type: 'Delete', data: {} },
};

/** Re-open Job, Archive Job and Delete Job: the decider says which status allows which. */
@CommandHandler(ChangeJobStatusCommand)
export class ChangeJobStatusHandler implements ICommandHandler<
  ChangeJobStatusCommand,
  JobStatusResponse
> {
  constructor(private readonly jobs: JobCommands) {}

  async execute(command: ChangeJobStatusCommand): Promise<JobStatusResponse> {
    const { jobId, companyId, status, metadata } = command;
    await this.jobs.run(jobId, companyId, COMMANDS[status], metadata);
    return { job: { id: jobId, status } };
  }
}
