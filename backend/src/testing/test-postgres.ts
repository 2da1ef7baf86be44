import { withDatabase } from '../database/connection-url';
import { dropDatabase, ensureDatabase, migrate } from '../database/data-source';
import type { RunningPostgres } from '../database/embedded-postgres';
import { startThrowAwayPostgres } from '../database/throw-away-postgres';
import { SERVER_URLS_ENV, TEMPLATE_DATABASE } from './test-database';

/**
 * A test server's data lives only as long as the run: it need not survive a power cut, so it
 * skips flushing to disk (every commit, and every database test-database.ts copies).
 */
const NOT_DURABLE = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/**
 * Real PostgreSQL for a test run (started by jest's globalSetup), one server per jest worker, so
 * that test files running side by side never share a server's load or connection limit (the
 * event store's watermark waits only for its own database's writers: decision 0015).
 * TEST_DATABASE_URL names an external server instead (shared by the workers). Each server gets a
 * migrated template database that test-database.ts copies for each test file.
 */
export async function startTestPostgres(workers: number): Promise<RunningPostgres[]> {
  const external = process.env.TEST_DATABASE_URL;
  const servers = external
    ? [{ url: external, stop: async () => undefined }]
    : await Promise.all(
        Array.from({ length: Math.max(1, workers) }, () => startThrowAwayPostgres(NOT_DURABLE)),
      );
  await Promise.all(servers.map((server) => prepareTemplate(server.url)));
  process.env[SERVER_URLS_ENV] = JSON.stringify(servers.map((server) => server.url));
  return servers;
}

async function prepareTemplate(serverUrl: string): Promise<void> {
  await dropDatabase(serverUrl, TEMPLATE_DATABASE);
  await ensureDatabase(serverUrl, TEMPLATE_DATABASE);
  await migrate(withDatabase(serverUrl, TEMPLATE_DATABASE));
}
