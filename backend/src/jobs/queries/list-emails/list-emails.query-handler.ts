import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { JobEmailsResponse } from '@job-intake/contracts/emails/emails-api';
import { PG_POOL } from '../../../database/database.module';
import { readJobEmails, toEmailDto } from '../shared/email-log-rows';
import { findJobRow } from '../shared/job-detail-rows';
import { ListEmailsQuery } from './list-emails.query';

/** The job's e-mail history, newest first, from the email_log read model. */
@QueryHandler(ListEmailsQuery)
export class ListEmailsQueryHandler implements IQueryHandler<ListEmailsQuery, JobEmailsResponse> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ companyId, jobId }: ListEmailsQuery): Promise<JobEmailsResponse> {
    const job = await findJobRow(this.pool, companyId, jobId);
    const rows = await readJobEmails(this.pool, job.id);
    const now = new Date();
    return { emails: rows.map((row) => toEmailDto(row, now)) };
  }
}
