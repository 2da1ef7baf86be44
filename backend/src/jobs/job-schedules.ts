import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';
import type { GlobalPosition } from '../event-store/event-store.port';
import { ReadModels } from '../projections/projections.module';
import { type HourlyRun, HourlyRuns } from '../workers/hourly-runs';
import {
  archiveDueJobs,
  type ArchiveDueResult,
} from './commands/archive-due-jobs/archive-due-jobs';
import { remindEmails, type RemindEmailsResult } from './commands/remind-emails/remind-emails';
import { JobCommandRunner } from './shared/job-commands';

/**
 * The jobs' hourly runs, registered on the one scheduler (workers/hourly-runs.ts): the archive
 * automation and the e-mail reminders (`npm run ops -- jobs archive-due` and `emails remind` run
 * them on demand). Each run waits until the read models show what it recorded.
 */
@Injectable()
export class JobSchedules {
  readonly archiveDue: HourlyRun<ArchiveDueResult>;
  readonly remindEmails: HourlyRun<RemindEmailsResult>;

  constructor(
    private readonly commands: JobCommandRunner,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly readModels: ReadModels,
    private readonly hourly: HourlyRuns,
  ) {
    this.archiveDue = this.register('ArchiveDueJobs', archiveDueJobs, (result) =>
      result.archived.length > 0
        ? `Archived ${result.archived.length} submitted job(s) automatically`
        : null,
    );
    this.remindEmails = this.register('RemindEmails', remindEmails, (result) =>
      result.recorded.length > 0
        ? `Recorded ${result.recorded.length} e-mail reminder(s) and expiries`
        : null,
    );
  }

  private register<Result extends { position: GlobalPosition | null }>(
    name: string,
    run: (commands: JobCommandRunner, pool: Pool, now: Date) => Promise<Result>,
    summary: (result: Result) => string | null,
  ): HourlyRun<Result> {
    const logger = new Logger(name);
    return this.hourly.register(name, async (now) => {
      const result = await run(this.commands, this.pool, now);
      await this.readModels.caughtUpWith(result.position);
      const line = summary(result);
      if (line) logger.log(line);
      return result;
    });
  }
}
