import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');
const BACKEND_MAIN = join(REPOSITORY_ROOT, 'backend', 'dist', 'main.js');
const STARTUP_TIMEOUT_MS = 180_000;

/** The app as `npm start` runs it, on throw-away data, serving a given frontend build. */
export interface RunningApp {
  /** `http://localhost:<port>` */
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the built backend (`npm run build`) on free ports above 40000 with a fresh DATA_DIR,
 * serving the production frontend build `frontendDist`; resolves once /api/v1/health answers.
 * The demo company and its users are seeded as at any first start.
 */
export async function startApp(frontendDist: string): Promise<RunningApp> {
  if (!existsSync(BACKEND_MAIN)) throw new Error(`No ${BACKEND_MAIN}: run npm run build first`);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-app-'));
  // initdb runs as the postgres user, which must reach the directory: mkdtemp makes it 0700.
  await chmod(dataDir, 0o755);
  const [port, postgresPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, [BACKEND_MAIN], {
    cwd: join(REPOSITORY_ROOT, 'backend'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      SMTP_PORT: String(smtpPort),
      FRONTEND_DIST: frontendDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, errors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitForHealth(origin: string, child: ChildProcess, errors: string[]): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app stopped at start:\n${errors.join('')}`);
    const healthy = await fetch(`${origin}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The app did not answer ${origin}/api/v1/health within 3 minutes`);
}

/** SIGTERM lets the app stop its embedded PostgreSQL; SIGKILL after 20 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** A port the system hands out as free, above 40000 (the range this machine leaves to benches). */
async function freePort(): Promise<number> {
  for (;;) {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    server.close();
    if (address && typeof address === 'object' && address.port > 40_000) return address.port;
  }
}
