import { Global, Module } from '@nestjs/common';
import { HourlyRuns } from './hourly-runs';
import { SchedulesLease, WorkerLeases } from './worker-leases';

/** The leases of the work one instance at a time runs, and the hourly runs (docs/decisions/0029). */
@Global()
@Module({
  providers: [WorkerLeases, SchedulesLease, HourlyRuns],
  exports: [WorkerLeases, SchedulesLease, HourlyRuns],
})
export class WorkersModule {}
