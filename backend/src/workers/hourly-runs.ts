import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { SchedulesLease } from './worker-leases';

/** A run registered on the hour. */
export interface HourlyRun<Result> {
  readonly name: string;
  /** Runs now (the ops commands, tests); a run of it already going in this process is joined. */
  run(now?: Date): Promise<Result>;
}

/**
 * The hourly runs (archive, reminders, clean-ups): every instance's clock (@nestjs/schedule) fires the hour,
 * and only the instance holding the `schedules` lease runs them, one after the other, so that each
 * runs once an hour however many instances there are (docs/decisions/0029, 0035). A run that
 * fails is logged; the next hour tries again.
 */
@Injectable()
export class HourlyRuns {
  private readonly runs: HourlyRun<unknown>[] = [];

  constructor(private readonly schedules: SchedulesLease) {}

  register<Result>(name: string, run: (now: Date) => Promise<Result>): HourlyRun<Result> {
    let running: Promise<Result> | null = null;
    const registered: HourlyRun<Result> = {
      name,
      run: (now = new Date()) =>
        (running ??= run(now).finally(() => {
          running = null;
        })),
    };
    this.runs.push(registered);
    return registered;
  }

  @Cron(CronExpression.EVERY_HOUR, { name: 'hourly-runs' })
  async hourly(): Promise<void> {
    if (!this.schedules.held) return;
    for (const registered of this.runs) {
      await registered.run().catch((error: unknown) => {
        new Logger(registered.name).error({ err: error }, 'Failed; the next hour tries again');
      });
    }
  }
}
