import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { SpentCaptchas } from './spent-captchas';
import { SchedulesLease } from '../workers/worker-leases';

/** Forgets expired captcha solutions every hour, so captcha_spent stays small. */
@Injectable()
export class SpentCaptchasCleanup {
  private readonly logger = new Logger(SpentCaptchasCleanup.name);

  constructor(
    @Inject(SpentCaptchas) private readonly spent: SpentCaptchas,
    private readonly schedules: SchedulesLease,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'delete-expired-captchas' })
  async hourly(): Promise<void> {
    if (!this.schedules.held) return;
    await this.spent
      .deleteExpired()
      .catch((error: unknown) =>
        this.logger.error(
          { err: error },
          'Deleting expired captchas failed; the next run tries again',
        ),
      );
  }
}
