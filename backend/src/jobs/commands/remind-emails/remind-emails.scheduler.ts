import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../database/database.module';
import { ReadModels } from '../../../projections/projections.module';
import { remindEmails, type RemindEmailsResult } from './remind-emails';
import { SchedulesLease } from '../../../workers/worker-leases';
import { JobCommandRunner } from '../../shared/job-commands';

/**
 * Records the e-mail reminders due every hour in the instance holding the `schedules` lease (and
 * `npm run ops -- emails remind` on demand).
 */
@Injectable()
export class RemindEmailsScheduler {
  private readonly logger = new Logger('RemindEmails');
  private running: Promise<RemindEmailsResult> | null = null;

  constructor(
    private readonly commands: JobCommandRunner,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly readModels: ReadModels,
    private readonly schedules: SchedulesLease,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'remind-emails' })
  async hourly(): Promise<void> {
    if (!this.schedules.held) return;
    try {
      await this.run();
    } catch (error) {
      this.logger.error({ err: error }, 'E-mail reminders failed; the next run tries again');
    }
  }

  /** One run at a time in this process; a run already going is joined. */
  async run(now = new Date()): Promise<RemindEmailsResult> {
    this.running ??= remindEmails(this.commands, this.pool, now).finally(() => {
      this.running = null;
    });
    const result = await this.running;
    await this.readModels.caughtUpWith(result.position);
    if (result.recorded.length > 0) {
      this.logger.log(`Recorded ${result.recorded.length} e-mail reminder(s) and expiries`);
    }
    return result;
  }
}
