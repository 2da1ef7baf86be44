import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { entities } from './entities';

export const PG_POOL = Symbol('PG_POOL');
export const DATABASE_URL = Symbol('DATABASE_URL');

/**
 * Two ways into PostgreSQL: TypeORM repositories for the configuration tables (companies, users,
 * forms…) and a plain pg pool for read models and checkpoints, queried with SQL.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [DATABASE_URL],
      useFactory: (url: string) => ({
        type: 'postgres',
        url,
        entities,
        synchronize: false,
        poolSize: 10,
        retryAttempts: 0,
      }),
    }),
  ],
  providers: [
    {
      provide: PG_POOL,
      inject: [DATABASE_URL],
      useFactory: (url: string) => {
        const pool = new Pool({ connectionString: url, max: 10 });
        // An idle connection dropped by the server (a restart, shutdown) must not crash the app.
        pool.on('error', (error) =>
          new Logger('Database').warn(`Idle connection lost: ${error.message}`),
        );
        return pool;
      },
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
