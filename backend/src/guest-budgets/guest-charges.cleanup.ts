import { Injectable } from '@nestjs/common';
import { HourlyRuns } from '../workers/hourly-runs';
import { GuestCharges } from './guest-charges';

/** Every hour, forgets the guests' charges older than the day they count for. */
@Injectable()
export class GuestChargesCleanup {
  constructor(charges: GuestCharges, hourly: HourlyRuns) {
    hourly.register('ForgetOldGuestCharges', () => charges.forgetOld());
  }
}
