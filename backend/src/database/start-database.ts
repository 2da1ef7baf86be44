import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { withDatabase } from './connection-url';
import { ensureDatabase } from './data-source';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres';

const EMBEDDED_DATABASE = 'job_intake';

/** DATABASE_URL when given; otherwise the embedded PostgreSQL under DATA_DIR/pg. */
export async function startDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_POSTGRES_PORT'>,
  log?: (line: string) => void,
): Promise<RunningPostgres> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const server = await startEmbeddedPostgres({
    dataDir: join(config.DATA_DIR, 'pg'),
    port: config.EMBEDDED_POSTGRES_PORT,
    log,
  });
  await ensureDatabase(server.url, EMBEDDED_DATABASE);
  return { url: withDatabase(server.url, EMBEDDED_DATABASE), stop: () => server.stop() };
}
