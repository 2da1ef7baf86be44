import 'reflect-metadata';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../keystroke-bench';
import { withSeededBackend } from '../seeded-backend';
import { type CpuProfileSummary, profileCpu } from './cpu-profile';
import {
  measurePageChange,
  newSignedInPage,
  PAGE_CHANGE_SIZES,
  type PageChangeSize,
  type PageChangeTimes,
  printPageChange,
} from './page-change';

const USAGE = `Usage: npm run build -w contracts && SWC_NODE_PROJECT=scripts/tsconfig.json \\
  node -r @swc-node/register scripts/src/bench/browser/page-change-run.ts \\
  --dist <frontend build> [--dist <another build>…] [--jobs 20000] [--changes 15] [--profile]

Seeds a throw-away backend with --jobs jobs, then, for each frontend build in turn (served by the
same backend, e.g. main's and a branch's: vite build --outDir <dir>), times changing a page of
/jobs at 100 and 1,000 rows in headless Chromium, beside the API's own time. --profile prints
where the main thread spent its time instead (best on a build made with --minify false).`;

const PROFILE_ROWS_SHOWN = 25;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', multiple: true },
      jobs: { type: 'string', default: '20000' },
      changes: { type: 'string', default: '15' },
      profile: { type: 'boolean', default: false },
    },
  });
  const jobs = Number(values.jobs);
  const changes = Number(values.changes);
  const dists = (values.dist ?? []).map((dist) => resolve(dist));
  // Each size's list must outlast the untimed change and the timed ones.
  const minJobs = (changes + 2) * Math.max(...PAGE_CHANGE_SIZES.map((size) => size.rows));
  if (dists.length === 0 || !Number.isInteger(changes) || changes < 1 || !(jobs >= minJobs)) {
    throw new Error(`${USAGE}\n(--jobs: at least ${minJobs} for ${changes} changes of 1,000 rows)`);
  }
  // The backend serves this link; each build is served in turn by pointing it at the build.
  const servedDir = await mkdtemp(join(tmpdir(), 'bench-page-change-'));
  const served = join(servedDir, 'dist');
  try {
    await withSeededBackend(
      jobs,
      'reviewer',
      async ({ backend }) => {
        const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
        try {
          for (const size of PAGE_CHANGE_SIZES) {
            for (const dist of dists) {
              await rm(served, { force: true });
              await symlink(dist, served);
              await onSignedInPage(browser, backend.baseUrl, async (page) => {
                const measure = () => measurePageChange(page, { rows: size.rows, changes });
                if (values.profile) printProfile(dist, size.rows, await profiled(page, measure));
                else printTimes(dist, jobs, size, await measure());
              });
            }
          }
        } finally {
          await browser.close();
        }
      },
      served,
    );
  } finally {
    await rm(servedDir, { recursive: true, force: true });
  }
}

/** A fresh browser context (no cached build) signed in as the reviewer. */
async function onSignedInPage(
  browser: Browser,
  origin: string,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const page = await newSignedInPage(browser, origin);
  try {
    await use(page);
  } finally {
    await page.context().close();
  }
}

async function profiled(page: Page, measure: () => Promise<PageChangeTimes>) {
  let times: PageChangeTimes | undefined;
  const profile = await profileCpu(page, async () => {
    times = await measure();
  });
  return { times: times as PageChangeTimes, profile };
}

function printTimes(
  dist: string,
  jobs: number,
  size: PageChangeSize,
  times: PageChangeTimes,
): void {
  printPageChange(
    `${basename(dist)}: /jobs/open, ${size.rows} rows a page of ${jobs.toLocaleString('en-US')} ` +
      `jobs, next page, ms (load average ${loadavg()[0]?.toFixed(1)})`,
    size,
    times,
  );
}

function printProfile(
  dist: string,
  rows: number,
  { times, profile }: { times: PageChangeTimes; profile: CpuProfileSummary },
): void {
  console.log(
    `\n${basename(dist)}: CPU profile of the page changes at ${rows} rows (under the profiler: ` +
      `p50 ${times.p50.toFixed(1)} ms, p95 ${times.p95.toFixed(1)} ms), main thread busy ` +
      `${profile.busyMs.toFixed(0)} ms; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  const row = (share: CpuProfileSummary['functions'][number]) => ({
    function: share.function,
    'self %': (share.selfShare * 100).toFixed(1),
    'total %': (share.totalShare * 100).toFixed(1),
  });
  const bySelf = [...profile.functions].sort((a, b) => b.selfMs - a.selfMs);
  const byTotal = [...profile.functions].sort((a, b) => b.totalMs - a.totalMs);
  console.log('By self time:');
  console.table(bySelf.slice(0, PROFILE_ROWS_SHOWN).map(row));
  console.log('By total time:');
  console.table(byTotal.slice(0, PROFILE_ROWS_SHOWN * 2).map(row));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
