import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UpdateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { FormVersions } from '../../../forms/versions/form-versions.service';
import { coreConcern } from '../../domain/core/core.decider';
import type { JobCore } from '../../domain/job-core';
import { fromJob, JobCommands } from '../../shared/job-commands';
import { pinnedForm } from '../../shared/job-form-answers';
import { ProviderChoices } from '../../shared/provider-choices';
import { AcceptCustomerValueCommand } from './accept-customer-value.command';

/**
 * A click on a customer's value in the Settings panel makes it the job's value (and the value of
 * the form fields mapped to that setting, ADR 0018).
 */
@CommandHandler(AcceptCustomerValueCommand)
export class AcceptCustomerValueHandler implements ICommandHandler<
  AcceptCustomerValueCommand,
  UpdateJobResponse
> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly provider: ProviderChoices,
    private readonly versions: FormVersions,
  ) {}

  async execute(command: AcceptCustomerValueCommand): Promise<UpdateJobResponse> {
    const { jobId, companyId, field } = command;
    const handled = await this.jobs.run(
      jobId,
      companyId,
      fromJob(coreConcern, async (job) => ({
        type: 'AcceptCustomerValue',
        data: {
          field,
          ...(await this.checked(job, command)),
          form: await pinnedForm(this.versions, job, companyId),
        },
      })),
      command.metadata,
    );
    return { result: true, revision: handled.revision };
  }

  /** A proposed location gets the provider's label; a proposed contact must be the provider's. */
  private async checked(
    job: JobCore,
    { field, apiKey }: AcceptCustomerValueCommand,
  ): Promise<{ location_desc?: string | null }> {
    const proposed = job.user_submitted[field];
    if (field === 'location' && typeof proposed === 'string') {
      return {
        location_desc: await this.provider.locationLabel(
          "The customer's location",
          proposed,
          apiKey,
        ),
      };
    }
    if (field === 'contact' && typeof proposed === 'string') {
      await this.provider.requireContact(
        "The customer's contact",
        proposed,
        job.settings.location,
        apiKey,
      );
    }
    return {};
  }
}
