import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { UnsubscribeResponse } from '@job-intake/contracts/emails/emails-api';
import { PG_POOL } from '../../database/database.module';
import { JobCommands } from '../../jobs/shared/job-commands';
import { guestMetadata } from '../shared/guest-links';
import { findUnsubscribed } from './unsubscribe-emails';
import { UnsubscribeCommand } from './unsubscribe.command';

/** The recipient's unsubscribe link: reminders off, recorded as the recipient's (no sign-in). */
@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<
  UnsubscribeCommand,
  UnsubscribeResponse
> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly jobs: JobCommands,
  ) {}

  async execute({ token, correlationId }: UnsubscribeCommand): Promise<UnsubscribeResponse> {
    const { email, jobName } = await findUnsubscribed(this.pool, token);
    const data = { emailId: email.id, opt_out: true, by: 'recipient' as const };
    await this.jobs.run(
      email.job_id,
      email.company_id,
      { type: 'SetEmailOptOut', data },
      guestMetadata(email.company_id, correlationId),
    );
    return { job_name: jobName, opt_out: true };
  }
}
