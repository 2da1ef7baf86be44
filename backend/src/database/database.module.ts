import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule, getDataSourceToken } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { APP_CONFIG, type AppConfig, DATABASE_URL } from '../config/app-config';
import { quietWhileCheckedOut, sessionLimits, connectionOptions } from './pg-pool';

export const PG_POOL = Symbol('PG_POOL');

function warnConnectionLost(error: Error): void {
  new Logger('Database').warn(`Idle connection lost: ${error.message}`);
}

/**
 * One pool into PostgreSQL (decision 0034): TypeORM's. Its repositories serve the configuration
 * tables (companies, users, forms…); read models and checkpoints are queried with SQL on the same
 * pg pool, given as PG_POOL. TypeORM ends it when the application shuts down.
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
        poolSize: 20,
        retryAttempts: 0,
        extra: {
          ...connectionOptions(sessionLimits(config)),
          onConnect: quietWhileCheckedOut,
        },
        poolErrorHandler: warnConnectionLost,
      }),
    }),
  ],
  providers: [
    {
      provide: PG_POOL,
      inject: [getDataSourceToken()],
      useFactory: (dataSource: DataSource): Pool => (dataSource.driver as PostgresDriver).master,
    },
  ],
  exports: [PG_POOL],
})
export class DatabaseModule {}
