import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { ShareLinkDto } from '@job-intake/contracts/jobs/share-links-api';
import { PG_POOL } from '../../../database/database.module';
import { FormVersions } from '../../../forms/versions/form-versions.service';
import { requireJob } from '../../domain/job.decider';
import { findShareLink, toShareLinkDto } from '../../queries/shared/share-link-rows';
import { JobCommands } from '../../shared/job-commands';
import { pinnedForm } from '../../shared/job-form-answers';
import { SetShareLinkStatusCommand } from './set-share-link-status.command';

/**
 * The Share tab's Enable and Disable. The link's job is found through the share-links read model
 * (another company's link is not found); the decider refuses a complete link.
 */
@CommandHandler(SetShareLinkStatusCommand)
export class SetShareLinkStatusHandler implements ICommandHandler<
  SetShareLinkStatusCommand,
  ShareLinkDto
> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly versions: FormVersions,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute(command: SetShareLinkStatusCommand): Promise<ShareLinkDto> {
    const { linkId, companyId, status, origin, metadata } = command;
    const { job_id } = await findShareLink(this.pool, companyId, linkId);
    const handled = await this.jobs.run(
      job_id,
      companyId,
      { type: 'SetShareLinkStatus', data: { linkId, status } },
      metadata,
    );
    const job = requireJob(handled.state);
    const row = await findShareLink(this.pool, companyId, linkId);
    const form = await pinnedForm(this.versions, job, companyId);
    return toShareLinkDto(row, origin, { form, answers: job.answers });
  }
}
