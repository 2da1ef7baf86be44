import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { UpdateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { findJobRow } from '../../queries/get-job/get-job.query-handler';
import { JobCommands } from '../../shared/job-commands';
import { ProviderChoices } from '../../shared/provider-choices';
import { AcceptCustomerValueCommand } from './accept-customer-value.command';

/** A click on a customer's value in the Settings panel makes it the job's value. */
@CommandHandler(AcceptCustomerValueCommand)
export class AcceptCustomerValueHandler implements ICommandHandler<
  AcceptCustomerValueCommand,
  UpdateJobResponse
> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly provider: ProviderChoices,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute(command: AcceptCustomerValueCommand): Promise<UpdateJobResponse> {
    const { jobId, companyId, apiKey, field } = command;
    const job = await findJobRow(this.pool, companyId, jobId);
    const proposed = job.user_submitted[field];
    let located = {};
    if (field === 'location' && typeof proposed === 'string') {
      located = {
        location_desc: await this.provider.locationLabel(
          "The customer's location",
          proposed,
          apiKey,
        ),
      };
    } else if (field === 'contact' && typeof proposed === 'string') {
      await this.provider.requireContact("The customer's contact", proposed, job.location, apiKey);
    }
    const handled = await this.jobs.run(
      job.id,
      companyId,
      { type: 'AcceptCustomerValue', data: { field, ...located } },
      command.metadata,
    );
    return { result: true, revision: handled.revision };
  }
}
