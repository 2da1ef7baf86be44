import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig, DATABASE_URL } from '../config/app-config';
import { createPool, sessionLimits, connectionOptions } from './pg-pool';

export const PG_POOL = Symbol('PG_POOL');

function warnConnectionLost(error: Error): void {
  new Logger('Database').warn(`Idle connection lost: ${error.message}`);
}

/**
 * Two ways into PostgreSQL: TypeORM repositories for the configuration tables (companies, users,
 * forms…) and a plain pg pool for read models and checkpoints, queried with SQL.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [DATABASE_URL, APP_CONFIG],
      useFactory: (url: string, config: AppConfig) => ({
        type: 'postgres',
        url,
        // Each module registers its own entities with TypeOrmModule.forFeature.
        autoLoadEntities: true,
        synchronize: false,
        poolSize: 10,
        retryAttempts: 0,
        extra: connectionOptions(sessionLimits(config)),
        // TypeORM's query runners listen to their checked-out clients themselves.
        poolErrorHandler: warnConnectionLost,
      }),
    }),
  ],
  providers: [
    {
      provide: PG_POOL,
      inject: [DATABASE_URL, APP_CONFIG],
      useFactory: (url: string, config: AppConfig) =>
        createPool(
          { connectionString: url, max: 10, ...connectionOptions(sessionLimits(config)) },
          warnConnectionLost,
        ),
    },
  ],
  exports: [PG_POOL],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
