import { randomUUID } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '../database/data-source';
import { withDatabase } from '../database/connection-url';

export const TEMPLATE_DATABASE = 'job_intake_template';
export const SERVER_URL_ENV = 'JOB_INTAKE_TEST_SERVER_URL';

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A new, migrated, empty database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env[SERVER_URL_ENV];
  if (!serverUrl) throw new Error('The test PostgreSQL is not running (jest globalSetup).');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  await ensureDatabase(serverUrl, name, TEMPLATE_DATABASE);
  return { url: withDatabase(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}
