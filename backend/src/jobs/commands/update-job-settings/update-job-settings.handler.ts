import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeAmount, type JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { UpdateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { FormVersions } from '../../../forms/versions/form-versions.service';
import { coreConcern } from '../../domain/core/core.decider';
import type { JobCore } from '../../domain/job-core';
import { fromJob, JobCommands } from '../../shared/job-commands';
import { pinnedForm } from '../../shared/job-form-answers';
import { ProviderChoices } from '../../shared/provider-choices';
import { UpdateJobSettingsCommand } from './update-job-settings.command';
import type { UpdateJobRequest } from '@job-intake/contracts/jobs/jobs-api';

/**
 * The Settings panel's Save: only what changed is recorded, with the location's label; fields
 * mapped to a changed setting take its value (ADR 0018).
 */
@CommandHandler(UpdateJobSettingsCommand)
export class UpdateJobSettingsHandler implements ICommandHandler<
  UpdateJobSettingsCommand,
  UpdateJobResponse
> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly provider: ProviderChoices,
    private readonly versions: FormVersions,
  ) {}

  async execute(command: UpdateJobSettingsCommand): Promise<UpdateJobResponse> {
    const { jobId, companyId, request } = command;
    const changes = changesOf(request);
    const handled = await this.jobs.run(
      jobId,
      companyId,
      fromJob(coreConcern, async (job) => ({
        type: 'UpdateSettings',
        data: {
          changes,
          ...(await this.locationDesc(job, changes, command.apiKey)),
          form: await pinnedForm(this.versions, job, companyId),
        },
      })),
      command.metadata,
      request.expected_revision,
    );
    return { result: true, revision: handled.revision };
  }

  /** The provider's label of a newly chosen location; a new contact must belong to it. */
  private async locationDesc(
    job: JobCore,
    changes: Partial<JobSettingsValues>,
    apiKey: string,
  ): Promise<{ location_desc?: string | null }> {
    const { location, contact } = job.settings;
    let located: { location_desc?: string | null } = {};
    if (changes.location !== undefined && changes.location !== location) {
      located = {
        location_desc: changes.location
          ? await this.provider.locationLabel('selectedLocation', changes.location, apiKey)
          : null,
      };
    }
    if (changes.contact && changes.contact !== contact) {
      const chosen = changes.location === undefined ? location : changes.location;
      await this.provider.requireContact('selectedContact', changes.contact, chosen, apiKey);
    }
    return located;
  }
}

function changesOf(request: UpdateJobRequest): Partial<JobSettingsValues> {
  const changes: Partial<JobSettingsValues> = {
    name: request.name,
    reference_no: request.reference_no,
    location: request.selectedLocation,
    contact: request.selectedContact,
    first_furnishing: request.first_furnishing,
    ff_est: request.ff_est,
    last_furnishing: request.last_furnishing,
    lf_est: request.lf_est,
    total_contract_amt:
      request.total_contract_amt === undefined
        ? undefined
        : normalizeAmount(request.total_contract_amt),
    total_claim_amt:
      request.total_claim_amt === undefined ? undefined : normalizeAmount(request.total_claim_amt),
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<JobSettingsValues>;
}
