import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { JobSettingsResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { findJobRow, settingsOf } from '../shared/job-detail-rows';
import { GetJobSettingsQuery } from './get-job-settings.query';

/** The Settings panel: the staff values, the creator and what the customer proposed. */
@QueryHandler(GetJobSettingsQuery)
export class GetJobSettingsQueryHandler implements IQueryHandler<
  GetJobSettingsQuery,
  JobSettingsResponse
> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ companyId, jobId }: GetJobSettingsQuery): Promise<JobSettingsResponse> {
    const row = await findJobRow(this.pool, companyId, jobId);
    return {
      ...settingsOf(row),
      user: { name: row.entry_user },
      user_submitted: row.user_submitted,
    };
  }
}
