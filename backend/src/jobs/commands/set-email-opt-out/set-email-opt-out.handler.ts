import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { OptOutResponse } from '@job-intake/contracts/emails/emails-api';
import { PG_POOL } from '../../../database/database.module';
import { EMAIL_NOT_FOUND } from '../../domain/email-requests/email.decisions';
import { findEmail } from '../../queries/shared/email-log-rows';
import { readEmailDto } from '../../shared/email-answers';
import { JobCommands } from '../../shared/job-commands';
import { DomainError } from '../../../shared/domain-error';
import { SetEmailOptOutCommand } from './set-email-opt-out.command';

/** Staff turn a request's reminders off or on again; the e-mail log names its job. */
@CommandHandler(SetEmailOptOutCommand)
export class SetEmailOptOutHandler implements ICommandHandler<
  SetEmailOptOutCommand,
  OptOutResponse
> {
  constructor(
    private readonly jobs: JobCommands,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute(command: SetEmailOptOutCommand): Promise<OptOutResponse> {
    const { companyId, emailId, optOut, metadata } = command;
    const row = await findEmail(this.pool, companyId, emailId);
    if (!row) throw new DomainError('not_found', EMAIL_NOT_FOUND);
    const data = { emailId, opt_out: optOut, by: 'staff' as const };
    await this.jobs.run(row.job_id, companyId, { type: 'SetEmailOptOut', data }, metadata);
    return { status: 'success', email: await readEmailDto(this.pool, companyId, emailId) };
  }
}
