import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { SESSION_STORAGE_KEY, storeSession } from '../keystroke-bench';
import { signIn } from '../keystroke-fixture';
import { DEMO_LOGINS } from '../seeded-backend';
import { measurePageChange, PAGE_CHANGE_SIZES, printPageChange } from './page-change';

/** Page changes timed per size when the list is long enough (measurePageChange's default). */
const CHANGES = 15;
/** Fewer changes than this say nothing about a p95: the size is skipped. */
const MIN_CHANGES = 3;

/**
 * Changing a page of /jobs/open (signed in as the demo reviewer, `jobs` jobs in the list) at 100
 * and 1,000 rows a page: from the list request's answer to the new rows painted, beside the
 * target and the API's own time in the same run.
 */
export async function pageChangeFigures(
  browser: Browser,
  origin: string,
  jobs: number,
): Promise<void> {
  const session = await signIn(origin, DEMO_LOGINS.reviewer);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.addInitScript(storeSession, { key: SESSION_STORAGE_KEY, session });
    await page.goto(`${origin}/api/v1/health`);
    for (const size of PAGE_CHANGE_SIZES) {
      // One untimed change, then the timed ones, each to a page that exists.
      const changes = Math.min(CHANGES, Math.ceil(jobs / size.rows) - 2);
      if (changes < MIN_CHANGES) {
        console.log(`\n/jobs/open at ${size.rows} rows: skipped, ${jobs} jobs are too few pages`);
        continue;
      }
      const times = await measurePageChange(page, { rows: size.rows, changes });
      printPageChange(
        `/jobs/open, next page at ${size.rows} rows of ${jobs.toLocaleString('en-US')} jobs, ` +
          `${changes} changes, ms; load average ${loadavg()[0]?.toFixed(1)}`,
        size,
        times,
      );
    }
  } finally {
    await page.close();
  }
}
