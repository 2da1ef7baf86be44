import { Controller, Get, Inject } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { ApiTags } from '@nestjs/swagger';
import type { Pool } from 'pg';
import { Public } from '../request-context/auth.decorators';
import { PG_POOL } from '../database/database.module';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { FILE_STORE, type FileStore } from '../files/storage/file-store.port';
import { ReadModels } from '../projections/projections.module';

/** A projection further behind than this is reported down: the lists would show old data. */
const MAX_PROJECTION_LAG = 10_000;

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly readModels: ReadModels,
  ) {}

  @Public()
  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.probe('database', async () => void (await this.pool.query('SELECT 1'))),
      () => this.probe('eventStore', () => this.store.ping()),
      () => this.probe('files', () => this.files.ping()),
      () => this.projections(),
    ]);
  }

  private async probe(key: string, ping: () => Promise<void>) {
    const indicator = this.indicators.check(key);
    try {
      await ping();
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: messageOf(error) });
    }
  }

  private async projections() {
    const indicator = this.indicators.check('projections');
    try {
      const [statuses, heldBackForMs] = await Promise.all([
        this.readModels.runner.status(),
        this.store.watermarkHeldForMs(),
      ]);
      const lag = Object.fromEntries(statuses.map((status) => [status.name, status.lag]));
      // How long the oldest unfinished append has kept later events from the read models.
      const details = { lag, heldBackForMs };
      const behind = statuses.some((status) => status.lag > MAX_PROJECTION_LAG);
      return behind ? indicator.down(details) : indicator.up(details);
    } catch (error) {
      return indicator.down({ message: messageOf(error) });
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
