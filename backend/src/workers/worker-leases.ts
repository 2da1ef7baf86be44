import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig, DATABASE_URL } from '../config/app-config';
import { type LeasedWork, WorkerLease } from './worker-lease';
import type { WorkerName } from './worker-names';

/** How often an instance without a lease tries to take it over. */
const RETRY_MS = 1000;

/** Makes this instance's lease on a worker; its owner begins and ends it with the app. */
@Injectable()
export class WorkerLeases {
  private readonly logger = new Logger('Workers');

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  create(name: WorkerName, work: LeasedWork): WorkerLease {
    return new WorkerLease(
      {
        connectionString: this.databaseUrl,
        name,
        instanceId: this.config.INSTANCE_ID,
        retryMs: RETRY_MS,
        logger: this.logger,
      },
      work,
    );
  }
}

/**
 * The hourly jobs (@Cron) run only in the instance holding the `schedules` lease, so that each
 * runs once an hour however many instances fire it.
 */
@Injectable()
export class SchedulesLease implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly lease: WorkerLease;

  constructor(leases: WorkerLeases) {
    this.lease = leases.create('schedules', { start: () => undefined, stop: () => undefined });
  }

  get held(): boolean {
    return this.lease.held;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.lease.begin();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.lease.end();
  }
}
