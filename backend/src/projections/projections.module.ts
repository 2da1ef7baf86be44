import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PG_POOL } from '../database/database.module';
import { EVENT_STORE, type EventStore, type GlobalPosition } from '../event-store/event-store.port';
import { allProjections } from './projection-registry';
import { ProjectionRunner } from './projection-runner';

/** What command handlers call so that the answer to a write is readable right away. */
@Injectable()
export class ReadModels implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReadModels.name);
  readonly runner: ProjectionRunner;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PG_POOL) pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.runner = new ProjectionRunner(store, pool, allProjections, this.logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }

  /** Waits (bounded) until every projection has folded the position. */
  async caughtUpWith(position: GlobalPosition | null): Promise<void> {
    if (!position) return;
    const reached = await this.runner.waitFor(position, this.config.READ_MODEL_WAIT_MS);
    if (!reached) this.logger.warn('Read models did not catch up in time; the answer may be stale');
  }
}

@Global()
@Module({ providers: [ReadModels], exports: [ReadModels] })
export class ProjectionsModule {}
