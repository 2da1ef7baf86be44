import { withDatabase } from '../database/connection-url';
import { dropDatabase, ensureDatabase, migrate } from '../database/data-source';
import type { RunningPostgres } from '../database/embedded-postgres';
import { startThrowAwayPostgres } from '../database/throw-away-postgres';
import { SERVER_URL_ENV, TEMPLATE_DATABASE } from './test-database';

/**
 * One real PostgreSQL per test run (started by jest's globalSetup): an external one when
 * TEST_DATABASE_URL is set, else the embedded one in a throw-away directory, with a migrated
 * template database that test-database.ts copies for each test file.
 */
export async function startTestPostgres(): Promise<RunningPostgres> {
  const external = process.env.TEST_DATABASE_URL;
  const server = external
    ? { url: external, stop: async () => undefined }
    : await startThrowAwayPostgres();
  await dropDatabase(server.url, TEMPLATE_DATABASE);
  await ensureDatabase(server.url, TEMPLATE_DATABASE);
  await migrate(withDatabase(server.url, TEMPLATE_DATABASE));
  process.env[SERVER_URL_ENV] = server.url;
  return server;
}
