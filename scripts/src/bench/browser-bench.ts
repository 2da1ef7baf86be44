import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { firstLoadReport } from './browser/first-load-report';
import { pageChangeFigures } from './browser/page-change-figures';
import { CHROMIUM, CHROMIUM_FLAGS, keystrokeBench } from './keystroke-bench';
import { lighthouseBench } from './lighthouse-bench';
import { withSeededBackend } from './seeded-backend';

const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');

export interface BrowserBenchOptions {
  /** Jobs seeded into the demo company before the pages are opened. */
  jobs: number;
  /** A frontend build to measure instead of a fresh one. */
  dist?: string;
  /** Keep this run's first-load figures as the reference of the next runs, naming the build. */
  saveReference?: string;
}

/**
 * From a fresh production build (or `dist`): the JS and CSS each page loads first beside the
 * previous build's figures; then, with the real backend serving that build on `jobs` seeded jobs,
 * changing a page of /jobs beside the API's answer, keystrokes in a 300-field form beside a plain
 * input, and Lighthouse mobile and desktop on /login and /jobs/open beside their targets.
 */
export async function browserBench(options: BrowserBenchOptions): Promise<void> {
  const buildDir = options.dist ? undefined : await mkdtemp(join(tmpdir(), 'bench-browser-'));
  try {
    const root = options.dist ?? (await build(buildDir as string));
    await firstLoadReport(root, options.saveReference);
    await withSeededBackend(
      options.jobs,
      'reviewer',
      async ({ backend }) => {
        const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
        try {
          await pageChangeFigures(browser, backend.baseUrl, options.jobs);
        } finally {
          await browser.close();
        }
        await keystrokeBench(backend.baseUrl);
        await lighthouseBench(backend.baseUrl);
      },
      root,
    );
  } finally {
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  }
}

async function build(outDir: string): Promise<string> {
  await promisify(execFile)(
    'npm',
    ['run', 'build', '-w', 'frontend', '--silent', '--', '--outDir', outDir, '--emptyOutDir'],
    { cwd: REPOSITORY_ROOT },
  );
  return outDir;
}
