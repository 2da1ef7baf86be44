import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig, DATABASE_URL } from '../config/app-config';
import { PG_POOL } from '../database/database.module';
import { EVENT_STORE, type EventStore, type GlobalPosition } from '../event-store/event-store.port';
import type { WorkerLease } from '../workers/worker-lease';
import { WorkerLeases } from '../workers/worker-leases';
import { WorkersModule } from '../workers/workers.module';
import { CheckpointWatch } from './checkpoint-watch';
import type { Projection } from './projection';
import { REGISTERED_PROJECTIONS, registeredProjectionsProvider } from './projection-registration';
import { ProjectionRunner } from './projection-runner';

/** The safety net under the checkpoints' notifications. */
const CHECKPOINT_POLL_MS = 1000;

/**
 * What command handlers call so that the answer to a write is readable right away. The runner
 * projects only in the instance holding the `projections` lease; every instance waits on the
 * stored checkpoints (docs/decisions/0029).
 */
@Injectable()
export class ReadModels implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReadModels.name);
  readonly runner: ProjectionRunner;
  private readonly lease: WorkerLease;
  private readonly checkpoints: CheckpointWatch;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PG_POOL) pool: Pool,
    @Inject(DATABASE_URL) databaseUrl: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    leases: WorkerLeases,
    @Inject(REGISTERED_PROJECTIONS) projections: readonly Projection[],
  ) {
    this.runner = new ProjectionRunner(store, pool, projections, this.logger);
    this.lease = leases.create('projections', this.runner);
    const names = projections.map(({ name }) => name);
    this.checkpoints = new CheckpointWatch(pool, databaseUrl, names, CHECKPOINT_POLL_MS);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.checkpoints.start();
    await this.lease.begin();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.lease.end();
    await this.checkpoints.stop();
  }

  /** Waits (bounded) until every projection's stored checkpoint has reached the position. */
  async caughtUpWith(position: GlobalPosition | null): Promise<void> {
    if (!position) return;
    const reached = await this.waitFor(position, this.config.READ_MODEL_WAIT_MS);
    if (!reached) this.logger.warn('Read models did not catch up in time; the answer may be stale');
  }

  /** Resolves true once every projection has folded the position, false after the timeout. */
  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    return this.checkpoints.waitFor(position, timeoutMs);
  }
}

@Global()
@Module({
  imports: [WorkersModule, DiscoveryModule],
  providers: [registeredProjectionsProvider, ReadModels],
  exports: [ReadModels],
})
export class ProjectionsModule {}
