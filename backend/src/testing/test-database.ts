import { randomUUID } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '../database/data-source';
import { withDatabase } from '../database/connection-url';

export const TEMPLATE_DATABASE = 'job_intake_template';
export const SERVER_URLS_ENV = 'JOB_INTAKE_TEST_SERVER_URLS';

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A new, migrated, empty database for one test file, on this jest worker's own server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const servers = JSON.parse(process.env[SERVER_URLS_ENV] ?? '[]') as string[];
  if (servers.length === 0)
    throw new Error('The test PostgreSQL is not running (jest globalSetup).');
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  const serverUrl = servers[(worker - 1) % servers.length]!;
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  await ensureDatabase(serverUrl, name, TEMPLATE_DATABASE);
  return { url: withDatabase(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}
