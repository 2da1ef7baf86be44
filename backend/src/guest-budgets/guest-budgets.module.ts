import { Module } from '@nestjs/common';
import { GuestCharges } from './guest-charges';
import { GuestChargesCleanup } from './guest-charges.cleanup';

/** The daily budgets of what guests store without a session (decision 0031). */
@Module({
  providers: [GuestCharges, GuestChargesCleanup],
  exports: [GuestCharges],
})
export class GuestBudgetsModule {}
