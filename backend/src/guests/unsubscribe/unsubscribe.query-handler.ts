import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { UnsubscribeResponse } from '@job-intake/contracts/emails/emails-api';
import { PG_POOL } from '../../database/database.module';
import { findUnsubscribed } from './unsubscribe-emails';
import { UnsubscribeQuery } from './unsubscribe.query';

/** What the unsubscribe page shows before the recipient confirms. */
@QueryHandler(UnsubscribeQuery)
export class UnsubscribeQueryHandler implements IQueryHandler<
  UnsubscribeQuery,
  UnsubscribeResponse
> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ token }: UnsubscribeQuery): Promise<UnsubscribeResponse> {
    const { email, jobName } = await findUnsubscribed(this.pool, token);
    return { job_name: jobName, opt_out: email.opt_out };
  }
}
