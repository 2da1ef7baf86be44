/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { SESSION_STORAGE_KEY, storeSession } from '../keystroke-bench';
import { signIn } from '../keystroke-fixture';
import { percentile } from '../keystroke-timing';
import { DEMO_LOGINS } from '../seeded-backend';

/** Page changes timed per size after one untimed (the first loads the table's code paths). */
const CHANGES = 15;
const ROWS_TIMEOUT_MS = 60_000;

export interface PageChangeOptions {
  /** Rows per page: one of the page sizes /jobs offers (100, 500, 1000). */
  rows: number;
  /** Page changes timed (default 15); the list must hold more pages than that. */
  changes?: number;
}

/** What a page change costs, in ms. */
export interface PageChangeTimes {
  /** From the API's answer (its response's last byte) to the new rows painted. */
  p50: number;
  p95: number;
  /** The API's own time: from the request's start to its response's last byte. */
  apiP50: number;
}

/** The page sizes issue 29 item 1 names, each with its target from the API's answer, ms. */
export const PAGE_CHANGE_SIZES = [
  { rows: 100, targetMs: 100 },
  { rows: 1_000, targetMs: 250 },
] as const;
export type PageChangeSize = (typeof PAGE_CHANGE_SIZES)[number];

/** Prints a size's times beside its target and the API's own time, under `heading`. */
export function printPageChange(
  heading: string,
  size: PageChangeSize,
  times: PageChangeTimes,
): void {
  console.log(`\n${heading}`);
  console.table({
    'API answer → rows painted': {
      p50: times.p50.toFixed(1),
      p95: times.p95.toFixed(1),
      target: `≤ ${size.targetMs}`,
      'p95 / target': `${(times.p95 / size.targetMs).toFixed(2)}×`,
    },
    'the API itself (reference)': { p50: times.apiP50.toFixed(1) },
  });
}

/** One page change as the page saw it, in ms. */
interface PageChange {
  answerToPaint: number;
  api: number;
}

/**
 * Opens the Open jobs list at `rows` rows per page in `page` (signed in, already on a page of the
 * app's origin, whose list must hold more than `changes + 1` pages at that size),
 * then clicks Next page `changes` times and times each change from the list request's answer to
 * the first frame painted after the new rows were committed.
 */
export async function measurePageChange(
  page: Page,
  { rows, changes = CHANGES }: PageChangeOptions,
): Promise<PageChangeTimes> {
  await page.goto(new URL(`/jobs/open?size=${rows}`, page.url()).href);
  await page.locator('table[aria-busy="false"] tbody tr').first().waitFor({
    timeout: ROWS_TIMEOUT_MS,
  });
  await page.evaluate(timeNextPage);
  const times: PageChange[] = [];
  for (let change = 0; change < changes; change += 1) times.push(await page.evaluate(timeNextPage));
  const answerToPaint = times.map((time) => time.answerToPaint);
  const api = times.map((time) => time.api);
  return {
    p50: percentile(answerToPaint, 50),
    p95: percentile(answerToPaint, 95),
    apiP50: percentile(api, 50),
  };
}

/**
 * Runs in the page (serialised by Playwright: self-contained, no imports). The table is marked
 * aria-busy while the next page loads and unmarked in the commit that shows its rows; a task
 * queued from the next animation frame runs once that frame is painted.
 */
async function timeNextPage(): Promise<PageChange> {
  const table = document.querySelector('table[aria-busy]');
  const next = document.querySelector<HTMLButtonElement>('button[aria-label="Next page"]');
  if (!table || !next || next.disabled) throw new Error('No table with a next page to go to');
  // A fetch still under way (a live update's refetch) would end first and be taken for the click's.
  const busy = () => table.getAttribute('aria-busy') !== 'false';
  while (busy()) await new Promise((resolve) => setTimeout(resolve, 20));
  performance.clearResourceTimings();
  const clickedAt = performance.now();
  const paintedAt = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (table.getAttribute('aria-busy') !== 'false') return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(table, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  next.click();
  const painted = await paintedAt;
  const answer = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
    (entry) => entry.startTime >= clickedAt && /\/api\/v1\/jobs\?/.test(entry.name),
  );
  if (!answer) throw new Error('No list request seen after the click');
  return {
    answerToPaint: painted - answer.responseEnd,
    api: answer.responseEnd - answer.startTime,
  };
}

/**
 * A page in a fresh browser context (no cached build), signed in as the demo reviewer the way the
 * app keeps a session, on the API's health answer: none of the app's files are loaded yet.
 * Closing its context is the caller's.
 */
export async function newSignedInPage(browser: Browser, origin: string): Promise<Page> {
  const session = await signIn(origin, DEMO_LOGINS.reviewer);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(storeSession, { key: SESSION_STORAGE_KEY, session });
  await page.goto(`${origin}/api/v1/health`);
  return page;
}
