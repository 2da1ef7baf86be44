import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../database/database.module';
import { DomainError } from '../../../shared/domain-error';
import { JOB_NOT_FOUND } from '../../domain/job.decider';
import { JobCommands } from '../../shared/job-commands';
import { RecordJobViewCommand } from './record-job-view.command';

/**
 * A staff user opened the job: History's 'view', at most once per user per hour (the decider
 * decides from the stream). The job may be named by its uuid, so its id comes from the job list.
 */
@CommandHandler(RecordJobViewCommand)
export class RecordJobViewHandler implements ICommandHandler<RecordJobViewCommand, void> {
  constructor(
    private readonly jobs: JobCommands,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ jobIdOrUuid, companyId, userId, metadata }: RecordJobViewCommand) {
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id FROM job_list WHERE (id = $1 OR uuid = $1) AND company_id = $2',
      [jobIdOrUuid, companyId],
    );
    const job = rows[0];
    if (!job) throw new DomainError('not_found', JOB_NOT_FOUND);
    const now = new Date(metadata.occurredAt);
    await this.jobs.run(job.id, companyId, { type: 'RecordView', data: { userId, now } }, metadata);
  }
}
