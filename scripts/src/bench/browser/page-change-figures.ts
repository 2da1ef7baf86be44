import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import {
  measurePageChange,
  newSignedInPage,
  PAGE_CHANGE_SIZES,
  printPageChange,
} from './page-change';

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
  const page = await newSignedInPage(browser, origin);
  try {
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
    await page.context().close();
  }
}
