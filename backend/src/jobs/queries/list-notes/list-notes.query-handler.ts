import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { JobNotesResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PG_POOL } from '../../../database/database.module';
import { findJobRow } from '../shared/job-detail-rows';
import { readJobNotesPage } from '../shared/job-note-rows';
import { ListNotesQuery } from './list-notes.query';

/** The Notes tab: one page of the job_notes read model; another company's job is 404. */
@QueryHandler(ListNotesQuery)
export class ListNotesQueryHandler implements IQueryHandler<ListNotesQuery, JobNotesResponse> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ companyId, jobId, page }: ListNotesQuery): Promise<JobNotesResponse> {
    const job = await findJobRow(this.pool, companyId, jobId);
    const found = await readJobNotesPage(this.pool, job.id, page);
    return { ...page, page: found.page, notes: found.notes, total: found.total };
  }
}
