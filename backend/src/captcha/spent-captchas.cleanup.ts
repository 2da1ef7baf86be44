import { Inject, Injectable } from '@nestjs/common';
import { HourlyRuns } from '../workers/hourly-runs';
import { SpentCaptchas } from './spent-captchas';

/** Forgets expired captcha solutions every hour, so captcha_spent stays small. */
@Injectable()
export class SpentCaptchasCleanup {
  constructor(@Inject(SpentCaptchas) spent: SpentCaptchas, hourly: HourlyRuns) {
    hourly.register('DeleteExpiredCaptchas', () => spent.deleteExpired());
  }
}
