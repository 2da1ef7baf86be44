import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');
const BACKEND_DIR = join(REPOSITORY_ROOT, 'backend');
const STARTUP_TIMEOUT_MS = 180_000;

export interface RssParts {
  readonly anon: number;
  readonly file: number;
}

/** The real backend in a process of its own, so the bench's client never shares its CPU time. */
export interface RunningBackend {
  readonly baseUrl: string;
  readonly pid: number;
  /** The backend process's resident set size, in bytes (from /proc). */
  rss(): Promise<number>;
  /** The same, split into anonymous memory (heaps, malloc) and mapped files (code, libraries). */
  rssParts(): Promise<RssParts>;
  stop(): Promise<void>;
}

/**
 * Builds the backend as `npm start` does and starts it against `databaseUrl`, on free ports
 * above 40000, then waits for its health check. The backend migrates and seeds the demo company
 * itself. Built, not run from its sources through @swc-node/register, whose compiled modules
 * with inline source maps add about 115 MB to the backend's resident set. It serves the frontend
 * build `frontendDist` when given, else no frontend; `env` adds to or overrides its environment.
 */
export async function startBackend(
  databaseUrl: string,
  frontendDist?: string,
  env: Record<string, string> = {},
): Promise<RunningBackend> {
  await promisify(execFile)('npm', ['run', 'build', '-w', 'backend', '--silent'], {
    cwd: REPOSITORY_ROOT,
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-lists-data-'));
  const port = await freePortAbove(40_000 + randomInt(10_000));
  const smtpPort = await freePortAbove(port + 1);
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: BACKEND_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      SMTP_PORT: String(smtpPort),
      PROVIDER_SANDBOX_PORT: String(await freePortAbove(smtpPort + 1)),
      JWT_SECRET: randomBytes(32).toString('hex'),
      FRONTEND_DIST: frontendDist ?? join(dataDir, 'no-frontend'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(child, `${baseUrl}/api/v1/health`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    pid: child.pid as number,
    rss: () => residentSetSize(child.pid as number),
    rssParts: () => residentSetParts(child.pid as number),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilHealthy(child: ChildProcess, healthUrl: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited with ${child.exitCode}`);
    const healthy = await fetch(healthUrl).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(500);
  }
  throw new Error(`The backend was not healthy within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** A process's resident set size, in bytes (VmRSS in /proc). */
export async function residentSetSize(pid: number): Promise<number> {
  return statusBytes(await readFile(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
}

async function residentSetParts(pid: number): Promise<RssParts> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return { anon: statusBytes(status, 'RssAnon'), file: statusBytes(status, 'RssFile') };
}

function statusBytes(status: string, field: string): number {
  const kiB = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1];
  if (!kiB) throw new Error(`No ${field} in a /proc status`);
  return Number(kiB) * 1024;
}

/** The first port from `from` on that nothing listens on. */
async function freePortAbove(from: number): Promise<number> {
  for (let port = from; port < 65_536; port += 1) if (await isFree(port)) return port;
  throw new Error(`No free port above ${from}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => resolvePort(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePort(true)));
  });
}
