import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres';

/**
 * An embedded PostgreSQL in a temporary directory that is removed when it stops (tests,
 * benchmarks); `settings` as for startEmbeddedPostgres.
 */
export async function startThrowAwayPostgres(
  settings: readonly string[] = [],
): Promise<RunningPostgres> {
  // initdb runs as the postgres user, which must reach the directory: mkdtemp makes it 0700.
  const parent = mkdtempSync(join(tmpdir(), 'job-intake-pg-'));
  chmodSync(parent, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: join(parent, 'data'),
    port: await freePort(),
    settings,
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
