import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { ResendEmailResponse } from '@job-intake/contracts/emails/emails-api';
import { Companies } from '../../../companies/companies.reader';
import { PG_POOL } from '../../../database/database.module';
import { companyEmailSettings, expiresAt } from '../../../companies/shared/company-email-settings';
import { readEmailDto } from '../../shared/email-answers';
import { JobCommands } from '../../shared/job-commands';
import { ResendEmailCommand } from './resend-email.command';

/**
 * The history's Resend: records EmailResent; the outbox sends it again with the same link. An
 * expired request is open again for the company's request_expires days from now.
 */
@CommandHandler(ResendEmailCommand)
export class ResendEmailHandler implements ICommandHandler<
  ResendEmailCommand,
  ResendEmailResponse
> {
  constructor(
    private readonly jobs: JobCommands,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly companies: Companies,
  ) {}

  async execute(command: ResendEmailCommand): Promise<ResendEmailResponse> {
    const { companyId, jobId, emailId, uuid, metadata } = command;
    const settings = await companyEmailSettings(this.companies, companyId);
    const now = new Date(metadata.occurredAt);
    const renewedExpiry = expiresAt(settings, now);
    await this.jobs.run(
      jobId,
      companyId,
      { type: 'ResendEmail', data: { emailId, uuid, renewedExpiry, now } },
      metadata,
    );
    return { status: 'success', email: await readEmailDto(this.pool, companyId, emailId) };
  }
}
