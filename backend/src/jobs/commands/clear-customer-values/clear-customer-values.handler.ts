import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UpdateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { JobCommands } from '../../shared/job-commands';
import { ClearCustomerValuesCommand } from './clear-customer-values.command';

/**
 * Clear Customer Values in the Settings panel: the values a customer proposed are set aside
 * (History: clear_user_input); the job's own values stay as they are.
 */
@CommandHandler(ClearCustomerValuesCommand)
export class ClearCustomerValuesHandler implements ICommandHandler<
  ClearCustomerValuesCommand,
  UpdateJobResponse
> {
  constructor(private readonly jobs: JobCommands) {}

  async execute({ jobId, companyId, metadata }: ClearCustomerValuesCommand) {
    const command = { type: 'ClearCustomerValues', data: {} } as const;
    const handled = await this.jobs.run(jobId, companyId, command, metadata);
    return { result: true, revision: handled.revision };
  }
}
