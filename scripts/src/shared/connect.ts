import { Pool } from 'pg';
import {
  type AppendingEventStore,
  createEventStore,
  loadConfig,
  migrate,
  startDatabase,
} from '@job-intake/backend/tools';

export interface Connection {
  readonly store: AppendingEventStore;
  readonly pool: Pool;
  close(): Promise<void>;
}

/**
 * The same stores the app uses, from the same environment: DATABASE_URL / EVENTSTORE_URL, or the
 * embedded PostgreSQL under DATA_DIR (joined when the app is running, started otherwise). The
 * doctor connects without migrating, to tell whether the migrations are current.
 */
export async function connect({ migrations = true } = {}): Promise<Connection> {
  const config = loadConfig(process.env);
  const database = await startDatabase(config);
  if (migrations) await migrate(database.url);
  const store = createEventStore({
    eventStoreUrl: config.EVENTSTORE_URL,
    databaseUrl: database.url,
  });
  const pool = new Pool({ connectionString: database.url, max: 4 });
  // pool.end() resolves before its last connections have closed; the embedded database stopping
  // right after ends them with an error that must not crash a finished command.
  pool.on('error', () => undefined);
  return {
    store,
    pool,
    close: async () => {
      await store.close();
      await pool.end();
      await database.stop();
    },
  };
}
