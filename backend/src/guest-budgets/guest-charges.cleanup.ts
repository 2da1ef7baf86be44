import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { SchedulesLease } from '../workers/worker-leases';
import { GuestCharges } from './guest-charges';

/** Every hour, forgets the guests' charges older than the day they count for. */
@Injectable()
export class GuestChargesCleanup {
  private readonly logger = new Logger(GuestChargesCleanup.name);

  constructor(
    private readonly charges: GuestCharges,
    private readonly schedules: SchedulesLease,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'forget-old-guest-charges' })
  async hourly(): Promise<void> {
    if (!this.schedules.held) return;
    await this.charges
      .forgetOld()
      .catch((error: unknown) =>
        this.logger.error(
          { err: error },
          'Forgetting old guest charges failed; the next run tries again',
        ),
      );
  }
}
