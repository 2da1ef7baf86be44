import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import type { CreateShareLinkResponse } from '@job-intake/contracts/jobs/share-links-api';
import { PG_POOL } from '../../../database/database.module';
import { FormVersions } from '../../../forms/versions/form-versions.service';
import { requireJob } from '../../domain/job.decider';
import { shareLinksConcern } from '../../domain/share-links/share-links.decider';
import { findShareLink, toShareLinkDto } from '../../queries/shared/share-link-rows';
import { fromJob, JobCommands } from '../../shared/job-commands';
import { pinnedForm } from '../../shared/job-form-answers';
import { CreateShareLinkCommand } from './create-share-link.command';

/**
 * The Share tab's Generate Link: a link for some sections of the job's pinned form version, with
 * a random public uuid (never the job's id). The decider refuses a section not on that form.
 */
@CommandHandler(CreateShareLinkCommand)
export class CreateShareLinkHandler implements ICommandHandler<
  CreateShareLinkCommand,
  CreateShareLinkResponse
> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly versions: FormVersions,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute(command: CreateShareLinkCommand): Promise<CreateShareLinkResponse> {
    const { jobId, companyId, label, sections, origin, metadata } = command;
    const linkId = randomUUID();
    let form: FormSnapshot | null = null;
    const handled = await this.jobs.run(
      jobId,
      companyId,
      fromJob(shareLinksConcern, async (job) => {
        form = await pinnedForm(this.versions, job, companyId);
        const data = { linkId, uuid: randomUUID(), label, sections: [...sections], form };
        return { type: 'CreateShareLink', data };
      }),
      metadata,
    );
    const job = requireJob(handled.state);
    const row = await findShareLink(this.pool, companyId, linkId);
    const link = toShareLinkDto(row, origin, { form, answers: job.answers });
    return { ...link, previewLink: link.url, previewLabel: link.shareNote };
  }
}
