import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../database/database.module';
import { ReadModels } from '../../../projections/projections.module';
import { archiveDueJobs, type ArchiveDueResult } from './archive-due-jobs';
import { SchedulesLease } from '../../../workers/worker-leases';
import { JobCommandRunner } from '../../shared/job-commands';

/**
 * Runs the archive automation every hour in the instance holding the `schedules` lease (and
 * `npm run ops -- jobs archive-due` on demand).
 */
@Injectable()
export class ArchiveDueJobsScheduler {
  private readonly logger = new Logger('ArchiveDueJobs');
  private running: Promise<ArchiveDueResult> | null = null;

  constructor(
    private readonly commands: JobCommandRunner,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly readModels: ReadModels,
    private readonly schedules: SchedulesLease,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'archive-due-jobs' })
  async hourly(): Promise<void> {
    if (!this.schedules.held) return;
    try {
      await this.run();
    } catch (error) {
      this.logger.error({ err: error }, 'Archiving due jobs failed; the next run tries again');
    }
  }

  /** One run at a time in this process; a run already going is joined. */
  async run(now = new Date()): Promise<ArchiveDueResult> {
    this.running ??= archiveDueJobs(this.commands, this.pool, now).finally(() => {
      this.running = null;
    });
    const result = await this.running;
    await this.readModels.caughtUpWith(result.position);
    if (result.archived.length > 0) {
      this.logger.log(`Archived ${result.archived.length} submitted job(s) automatically`);
    }
    return result;
  }
}
