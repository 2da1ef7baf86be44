import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { SendEmailResponse } from '@job-intake/contracts/emails/emails-api';
import { Companies } from '../../../companies/companies.reader';
import { PG_POOL } from '../../../database/database.module';
import { FormVersions } from '../../../forms/versions/form-versions.service';
import { emailRequestsConcern } from '../../domain/email-requests/email-requests.decider';
import { readEmailDto } from '../../shared/email-answers';
import { fromJob, JobCommands } from '../../shared/job-commands';
import { pinnedForm } from '../../shared/job-form-answers';
import { companyEmailSettings, expiresAt } from '../../../companies/shared/company-email-settings';
import { SendEmailCommand } from './send-email.command';

/**
 * The compose dialog's Send: records the request and its own share link (a random uuid, for the
 * chosen sections, all when none are named). The outbox sends it from the store's subscription,
 * never this request.
 */
@CommandHandler(SendEmailCommand)
export class SendEmailHandler implements ICommandHandler<SendEmailCommand, SendEmailResponse> {
  constructor(
    private readonly jobs: JobCommands,
    private readonly versions: FormVersions,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly companies: Companies,
  ) {}

  async execute({ companyId, request, metadata }: SendEmailCommand): Promise<SendEmailResponse> {
    const settings = await companyEmailSettings(this.companies, companyId);
    const emailId = randomUUID();
    const linkId = randomUUID();
    const command = fromJob(emailRequestsConcern, async (job) => {
      const form = await pinnedForm(this.versions, job, companyId);
      const sections = request.sections ?? form?.sections.map((section) => section.id) ?? [];
      const data = {
        emailId,
        linkId,
        uuid: randomUUID(),
        sections,
        form,
        to: request.to,
        from: request.from ?? settings.from,
        subject: request.subject,
        body: request.body,
        opt_out: request.opt_out ?? false,
        unsubscribe: randomUUID(),
        expires_at: expiresAt(settings, new Date(metadata.occurredAt)),
      };
      return { type: 'RequestEmail', data };
    });
    await this.jobs.run(request.id, companyId, command, metadata);
    return {
      status: 'complete',
      results: [{ email: await readEmailDto(this.pool, companyId, emailId) }],
    };
  }
}
