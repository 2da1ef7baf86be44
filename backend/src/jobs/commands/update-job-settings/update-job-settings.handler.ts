import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { normalizeAmount, type JobSettingsValues } from '@job-intake/contracts/jobs/job-settings';
import type { UpdateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { findJobRow } from '../../queries/get-job/get-job.query-handler';
import { JobCommands } from '../../shared/job-commands';
import { ProviderChoices } from '../../shared/provider-choices';
import { UpdateJobSettingsCommand } from './update-job-settings.command';
import type { UpdateJobSettingsRequestDto } from './update-job-settings.request.dto';

/** The Settings panel's Save: only what changed is recorded, with the location's label. */
@CommandHandler(UpdateJobSettingsCommand)
export class UpdateJobSettingsHandler implements ICommandHandler<
  UpdateJobSettingsCommand,
  UpdateJobResponse
> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly provider: ProviderChoices,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute(command: UpdateJobSettingsCommand): Promise<UpdateJobResponse> {
    const { jobId, companyId, apiKey, request } = command;
    const job = await findJobRow(this.pool, companyId, jobId);
    const changes = changesOf(request);
    let locationDesc: string | null | undefined;
    if (changes.location !== undefined && changes.location !== job.location) {
      locationDesc = changes.location
        ? await this.provider.locationLabel('selectedLocation', changes.location, apiKey)
        : null;
    }
    if (changes.contact && changes.contact !== job.contact) {
      const location = changes.location === undefined ? job.location : changes.location;
      await this.provider.requireContact('selectedContact', changes.contact, location, apiKey);
    }
    const handled = await this.jobs.run(
      job.id,
      companyId,
      {
        type: 'UpdateSettings',
        data: { changes, ...(locationDesc === undefined ? {} : { location_desc: locationDesc }) },
      },
      command.metadata,
      request.expected_revision,
    );
    return { result: true, revision: handled.revision };
  }
}

function changesOf(request: UpdateJobSettingsRequestDto): Partial<JobSettingsValues> {
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
