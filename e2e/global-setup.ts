// Playwright global setup: makes sure Debian's Chromium is there, builds the app when a dist
// folder is missing, and starts the real app (`node backend/dist/main.js`) on a free port with a
// fresh data directory (embedded PostgreSQL inside it). The function it returns is the teardown.
//
// Set E2E_BASE_URL before running to test an app that is already running instead (nothing is
// started or stopped then).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  type WriteStream,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE_URL_ENV, CHROMIUM, RESULTS, ROOT } from './paths';

const HEALTH_PATH = '/api/v1/health';
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const APP_LOG = join(RESULTS, 'e2e-app.log');
/** Settings that would point the app at external servers; e2e always runs self-contained. */
const EXTERNAL_SETTINGS = ['DATABASE_URL', 'EVENTSTORE_URL', 'SMTP_URL', 'PROVIDER_API_URL'];

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium();
  const preset = process.env[BASE_URL_ENV];
  if (preset) {
    log(`testing the app already running at ${preset}`);
    return async () => undefined;
  }
  ensureBuilt();
  const app = await startApp();
  process.env[BASE_URL_ENV] = app.url;
  return app.stop;
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM} is missing. Install Debian's Chromium (as root: apt-get update && apt-get install -y chromium); ` +
        'the e2e suite never downloads a browser.',
    );
  }
  log(`${CHROMIUM} is missing: installing Debian's chromium package`);
  const result = spawnSync(
    'bash',
    ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    throw new Error(
      `Installing chromium with apt-get failed (exit ${result.status ?? result.signal}).`,
    );
  }
}

function ensureBuilt(): void {
  const missing = ['backend/dist/main.js', 'frontend/dist/index.html'].filter(
    (file) => !existsSync(join(ROOT, file)),
  );
  if (missing.length === 0) return;
  log(`${missing.join(' and ')} missing: running npm run build`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`npm run build failed (exit ${result.status ?? result.signal}).`);
  }
}

interface StartedApp {
  url: string;
  stop: () => Promise<void>;
}

async function startApp(): Promise<StartedApp> {
  const port = await freePort();
  // The embedded PostgreSQL has a fixed default port (54329): take a free one so a developer's
  // running `npm start` does not collide with the suite.
  const postgresPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // initdb runs as a postgres user, which must reach the directory: mkdtemp makes it 0700.
  const dataDir = mkdtempSync(join(tmpdir(), 'job-intake-e2e-'));
  chmodSync(dataDir, 0o755);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(postgresPort),
    // A cheap ALTCHA proof of work: the public form's widget solves it in a moment on a busy machine.
    ALTCHA_COST: '10',
  };
  for (const name of EXTERNAL_SETTINGS) delete env[name];

  mkdirSync(RESULTS, { recursive: true });
  const logFile = createWriteStream(APP_LOG);
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
    try {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      log(`warning: could not remove ${dataDir}: ${(error as Error).message}`);
    }
    const clean = child.exitCode === 0 || child.signalCode === 'SIGTERM';
    if (signalled && !clean) {
      log(
        `warning: the app did not stop cleanly on SIGTERM (exit ${child.exitCode ?? child.signalCode}); ` +
          `its output is in ${APP_LOG}`,
      );
    }
  };

  log(`starting the app on ${url} (DATA_DIR=${dataDir}, log: ${APP_LOG})`);
  const started = Date.now();
  try {
    await waitForHealth(`${url}${HEALTH_PATH}`, child);
  } catch (error) {
    await stop();
    throw new Error(
      `${(error as Error).message}\n--- app output (last lines; full log in ${APP_LOG}) ---\n${output.text()}`,
    );
  }
  log(`app is up after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { url, stop };
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

function log(message: string): void {
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
