import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, dropDatabase, migrate } from '../database/data-source';
import { SERVER_URL_ENV, TEMPLATE_DATABASE } from './test-database';
import { withDatabase } from '../database/connection-url';
import { startEmbeddedPostgres, type RunningPostgres } from '../database/embedded-postgres';

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

async function startThrowAwayPostgres(): Promise<RunningPostgres> {
  // initdb runs as the postgres user, which must reach the directory: mkdtemp makes it 0700.
  const parent = mkdtempSync(join(tmpdir(), 'job-intake-pg-'));
  chmodSync(parent, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: join(parent, 'data'), port: await freePort() });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
