import { loadavg } from 'node:os';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Config, Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import lighthouse from 'lighthouse/core/index.cjs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, SESSION_STORAGE_KEY, storeSession } from './keystroke-bench';
import { DEMO_ADMIN, signIn } from './keystroke-fixture';

/** Lighthouse's two form factors, with issue 29's target score on /login and /jobs/open. */
const FORM_FACTORS = [
  { name: 'mobile', config: undefined, target: 90 },
  { name: 'desktop', config: desktopConfig as Config, target: 98 },
] as const;
type FormFactor = (typeof FORM_FACTORS)[number];
/** Issue 29's measurement before its changes, on /jobs/open (100k jobs). */
const BEFORE = '/jobs/open: mobile 19, desktop 61';

export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

/** Audits whose savings say where a low score comes from. */
const CAUSES = ['render-blocking-resources', 'unused-css-rules', 'unused-javascript'] as const;

/** Runs per page; the median one is shown, as Lighthouse advises for scores that vary. */
const RUNS = 3;
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/jobs/open', signedIn: true },
] as const;

/**
 * Lighthouse on /login signed out and on /jobs/open signed in as the demo admin, each a cold load
 * of its own, in each form factor (mobile: simulated slow 4G and 4× CPU slowdown; desktop: fast
 * network, no slowdown), the pages taking turns for three rounds; prints each page's median run
 * (by score) with its key metrics beside the form factor's target.
 */
export async function lighthouseBench(origin: string): Promise<void> {
  for (const formFactor of FORM_FACTORS) await formFactorBench(origin, formFactor);
  console.log(`Before issue 29: ${BEFORE}`);
}

async function formFactorBench(origin: string, formFactor: FormFactor): Promise<void> {
  const runs = new Map<string, Result[]>(PAGES.map((page) => [page.path, []]));
  for (let round = 0; round < RUNS; round += 1) {
    for (const page of PAGES)
      runs.get(page.path)?.push(await audit(origin, page, formFactor.config));
  }
  const medians = [...runs].map(([path, results]) => [path, medianRun(results)] as const);
  const version = medians[0]?.[1].lighthouseVersion ?? '';
  console.log(
    `\nLighthouse ${version} (${formFactor.name}, simulated throttling) on ${origin}, median of ` +
      `${RUNS} runs; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.table(
    Object.fromEntries(
      medians.map(([path, result]) => [
        path,
        { ...row(result, formFactor.target), runs: scores(runs.get(path)) },
      ]),
    ),
  );
  for (const [path, result] of medians) {
    console.log(CAUSES.map((id) => `${path} ${cause(result, id)}`).join('\n'));
  }
}

export function score(result: Result): number {
  return Math.round((result.categories.performance?.score ?? 0) * 100);
}

function scores(results: readonly Result[] = []): string {
  return results.map(score).join(', ');
}

export function medianRun(results: readonly Result[]): Result {
  const sorted = [...results].sort((a, b) => score(a) - score(b));
  return sorted[Math.floor(sorted.length / 2)] as Result;
}

/** Lighthouse asks to run it again when its trace of the load failed (e.g. NO_NAVSTART). */
const ATTEMPTS = 3;

/** A page Lighthouse opens: signed in as the demo admin, or signed out. */
export interface AuditedPage {
  readonly path: string;
  readonly signedIn: boolean;
}

/**
 * One Lighthouse run in a fresh Chromium (fresh profile: nothing cached), retried as asked;
 * `config` undefined is Lighthouse's default, the mobile preset.
 */
export async function audit(
  origin: string,
  { path, signedIn }: AuditedPage,
  config: Config | undefined,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await auditOnce(origin, path, signedIn, config);
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS) {
      throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message} (${ATTEMPTS} tries)`);
    }
  }
}

async function auditOnce(
  origin: string,
  path: string,
  signedIn: boolean,
  config: Config | undefined,
): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (signedIn) await signInChrome(chrome, origin);
    const flags = {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error' as const,
      // Keeps the session just stored; the profile is new, so the HTTP cache is empty anyway.
      disableStorageReset: signedIn,
    };
    const answer = await lighthouse(`${origin}${path}`, flags, config);
    if (!answer) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = answer;
    if (lhr.runtimeError) return lhr;
    const shown = new URL(lhr.finalDisplayedUrl).pathname;
    // Signed in: anywhere but the sign-in page; signed out: the page asked for.
    if (signedIn ? shown.startsWith('/login') : shown !== path)
      throw new Error(`Lighthouse on ${path} ended on ${shown}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Signs the browser in as the app does (the session in localStorage), from a page of the app's
 * origin that loads none of its files (the health answer), so the audit's load stays cold.
 */
async function signInChrome(chrome: LaunchedChrome, origin: string): Promise<void> {
  const session = await signIn(origin, DEMO_ADMIN);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/api/v1/health`);
    await page.evaluate(storeSession, { key: SESSION_STORAGE_KEY, session });
    await page.close();
  } finally {
    await browser.close();
  }
}

function row(result: Result, target: number): Record<string, string> {
  return {
    shown: new URL(result.finalDisplayedUrl).pathname,
    score: String(score(result)),
    target: `≥ ${target}`,
    'score / target': `${(score(result) / target).toFixed(2)}×`,
    ...Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, result.audits[id]?.displayValue ?? '—']),
    ),
    // Lighthouse's measure of the host's speed: on a slower or busier host every task, and so TBT, is longer.
    'host index': String(Math.round(result.environment.benchmarkIndex)),
  };
}

function cause(result: Result, id: (typeof CAUSES)[number]): string {
  const found = result.audits[id];
  if (!found) return `${id}: not audited`;
  return `${found.title}: ${found.displayValue || 'none'}`;
}
