import type { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';
import type { EventStore } from '../event-store/event-store.port';
import { createFileStore, uploadsFolder } from '../files/storage/create-file-store';
import type { Projection } from '../projections/projection';
import { checkClock, checkDatabase, checkMigrations } from './database-checks';
import { fail, ok, type CheckResult } from './doctor-check';
import { checkFileStore } from './file-store-check';
import { checkLeases } from './lease-checks';
import { checkOutbox } from './outbox-check';
import { checkProjectionLag } from './projection-lag';
import { checkProvider } from './provider-check';

export interface DoctorTarget {
  readonly store: EventStore;
  readonly pool: Pool;
  readonly config: AppConfig;
  readonly projections: readonly Projection[];
}

/**
 * What is wrong on a running deployment, one line per check. A check that cannot run is a
 * failure with its error as the reason; the database's own failure stops the checks that need it.
 */
export async function runDoctor(target: DoctorTarget): Promise<CheckResult[]> {
  const { store, pool, config } = target;
  const database = await attempt('database', () => checkDatabase(pool));
  if (database[0]?.status === 'fail') return database;
  const files = createFileStore(config);
  const where = config.FILE_STORAGE === 's3' ? `bucket ${config.S3_BUCKET}` : uploadsFolder(config);
  try {
    return [
      ...database,
      ...(await attempt('migrations', () => checkMigrations(pool))),
      ...(await attempt('event store', () => checkEventStore(store, config))),
      ...(await attempt('projections', () => checkProjectionLag(store, pool, target.projections))),
      ...(await attempt('leases', () => checkLeases(pool))),
      ...(await attempt('outbox', () => checkOutbox(pool))),
      ...(await attempt('provider', () =>
        checkProvider(config.PROVIDER_API_URL, config.PROVIDER_TIMEOUT_MS),
      )),
      ...(await attempt('file store', () => checkFileStore(files, where))),
      ...(await attempt('clock skew', () => checkClock(pool))),
    ];
  } finally {
    files.close?.();
  }
}

async function checkEventStore(store: EventStore, config: AppConfig): Promise<CheckResult> {
  await store.ping();
  return ok('event store', config.EVENTSTORE_URL ? 'EventStoreDB answers' : 'in the database');
}

async function attempt(
  check: string,
  run: () => Promise<CheckResult | CheckResult[]>,
): Promise<CheckResult[]> {
  try {
    const result = await run();
    return Array.isArray(result) ? result : [result];
  } catch (error) {
    return [fail(check, error instanceof Error ? error.message : String(error))];
  }
}
