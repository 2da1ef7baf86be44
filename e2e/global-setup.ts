// Playwright global setup: makes sure Debian's Chromium is there, builds the app when a dist
// folder is missing, and starts the real app (`node backend/dist/main.js`) on a free port with a
// fresh data directory (embedded PostgreSQL inside it). The function it returns is the teardown.
//
// Set E2E_BASE_URL before running to test an app that is already running instead (nothing is
// started or stopped then).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { log, startAppProcess } from './app-process';
import { BASE_URL_ENV, CHROMIUM, ROOT, SANDBOX_URL_ENV } from './paths';

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium();
  const preset = process.env[BASE_URL_ENV];
  if (preset) {
    log(`testing the app already running at ${preset}`);
    return async () => undefined;
  }
  ensureBuilt();
  const app = await startAppProcess();
  process.env[BASE_URL_ENV] = app.url;
  process.env[SANDBOX_URL_ENV] = app.sandboxUrl;
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
