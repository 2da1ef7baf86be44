// The real app (`node backend/dist/main.js`) as a child process on a free port, with its own data
// directory (embedded PostgreSQL inside it): the global setup's app, and the apps a spec starts
// itself (the kill -9 drill of the provider import).
import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  type WriteStream,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESULTS, ROOT } from './paths';

const HEALTH_PATH = '/api/v1/health';
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
/** Settings that would point the app at external servers; e2e always runs self-contained. */
const EXTERNAL_SETTINGS = ['DATABASE_URL', 'EVENTSTORE_URL', 'SMTP_URL', 'PROVIDER_API_URL'];

export interface AppProcessOptions {
  /** Extra environment (e.g. PROVIDER_API_URL of a sandbox the spec runs). */
  env?: NodeJS.ProcessEnv;
  /** Restart on the data of an app that was killed; default: a fresh directory. */
  dataDir?: string;
  /** The log file's name under test-results/. */
  logName?: string;
}

export interface AppProcess {
  url: string;
  /** The app's own provider sandbox (its controls: /__sandbox/behaviour and /__sandbox/imports). */
  sandboxUrl: string;
  dataDir: string;
  /** SIGTERM (SIGKILL after a grace period), then the data directory and its PostgreSQL go. */
  stop: () => Promise<void>;
  /** kill -9: the data directory (and the orphaned PostgreSQL on it) stay for a restart. */
  kill: () => Promise<void>;
}

export async function startAppProcess(options: AppProcessOptions = {}): Promise<AppProcess> {
  const port = await freePort();
  // The embedded PostgreSQL has a fixed default port (54329): take a free one so a developer's
  // running `npm start` does not collide with the suite.
  const postgresPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const sandboxPort = await freePort();
  // initdb runs as a postgres user, which must reach the directory: mkdtemp makes it 0700.
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'job-intake-e2e-'));
  chmodSync(dataDir, 0o755);
  const appLog = join(RESULTS, options.logName ?? 'e2e-app.log');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(postgresPort),
    PROVIDER_SANDBOX_PORT: String(sandboxPort),
    // A cheap ALTCHA proof of work: the public form's widget solves it in a moment on a busy machine.
    ALTCHA_COST: '10',
  };
  for (const name of EXTERNAL_SETTINGS) delete env[name];
  Object.assign(env, options.env);

  mkdirSync(RESULTS, { recursive: true });
  const logFile = createWriteStream(appLog, { flags: options.dataDir ? 'a' : 'w' });
  const output = new OutputTail(200);
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      logFile.write(chunk);
      output.push(chunk.toString('utf8'));
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Never leave the app (and its PostgreSQL) behind if the runner dies without a teardown.
  const killOnExit = (): void => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    const signalled = await terminate(child, exited);
    process.removeListener('exit', killOnExit);
    await closeStream(logFile);
    await stopOrphanedPostgres(dataDir);
    try {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      log(`warning: could not remove ${dataDir}: ${(error as Error).message}`);
    }
    const clean = child.exitCode === 0 || child.signalCode === 'SIGTERM';
    if (signalled && !clean) {
      log(
        `warning: the app did not stop cleanly on SIGTERM (exit ${child.exitCode ?? child.signalCode}); ` +
          `its output is in ${appLog}`,
      );
    }
  };

  log(`starting the app on ${url} (DATA_DIR=${dataDir}, log: ${appLog})`);
  const started = Date.now();
  try {
    await waitForHealth(`${url}${HEALTH_PATH}`, child);
  } catch (error) {
    await stop();
    throw new Error(
      `${(error as Error).message}\n--- app output (last lines; full log in ${appLog}) ---\n${output.text()}`,
    );
  }
  log(`app is up after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const kill = async (): Promise<void> => {
    stopped = true;
    child.kill('SIGKILL');
    await exited;
    process.removeListener('exit', killOnExit);
    await closeStream(logFile);
  };
  return { url, sandboxUrl: `http://127.0.0.1:${sandboxPort}`, dataDir, stop, kill };
}

/** A killed app leaves its PostgreSQL running on the directory: a fast shutdown ends it. */
async function stopOrphanedPostgres(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (alive() && Date.now() < deadline) await sleep(200);
}

async function waitForHealth(healthUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The app exited before it was healthy (exit ${child.exitCode ?? child.signalCode}).`,
      );
    }
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(500);
  }
  throw new Error(
    `GET ${healthUrl} did not answer 200 within ${START_TIMEOUT_MS / 1000} s (last: ${last}).`,
  );
}

/** Stops the app with SIGTERM (SIGKILL after a grace period); false when it had already exited. */
async function terminate(child: ChildProcess, exited: Promise<void>): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return false;
  child.kill('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref(),
  );
  if ((await Promise.race([exited.then(() => 'exited' as const), timer])) === 'timeout') {
    log(`the app did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM: killing it`);
    child.kill('SIGKILL');
    await exited;
  }
  return true;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function closeStream(stream: WriteStream): Promise<void> {
  return new Promise((resolve) => stream.end(() => resolve()));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function log(message: string): void {
  process.stdout.write(`[e2e] ${message}\n`);
}

/** Keeps the last lines of the app's output for error messages. */
class OutputTail {
  private lines: string[] = [];
  private partial = '';
  constructor(private readonly max: number) {}

  push(text: string): void {
    const parts = (this.partial + text).split('\n');
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts);
    if (this.lines.length > this.max) this.lines.splice(0, this.lines.length - this.max);
  }

  text(): string {
    return [...this.lines, this.partial].filter(Boolean).join('\n') || '(no output)';
  }
}
