import type { StatsCounts } from '@job-intake/contracts/stats/stats-api';

/** A job_stats_daily sum over some days: counters and duration sums (milliseconds). */
export interface DailySums {
  jobs_created_staff: number;
  jobs_created_public: number;
  jobs_finalized: number;
  jobs_submitted: number;
  jobs_archived: number;
  review_ms: number;
  submission_ms: number;
  share_links_created: number;
  share_links_completed: number;
  emails_sent: number;
  requests_completed: number;
}

const HOUR_MS = 3_600_000;

/** The counters a report shows for some summed days; the averages are exact (sum over count). */
export function countsOf(sums: DailySums): StatsCounts {
  const { review_ms, submission_ms, ...counters } = sums;
  return {
    jobs_created: sums.jobs_created_staff + sums.jobs_created_public,
    ...counters,
    avg_hours_to_review: meanHours(review_ms, sums.jobs_finalized),
    avg_hours_to_submission: meanHours(submission_ms, sums.jobs_submitted),
  };
}

/** The sums of several periods, added up (the report's totals). */
export function addSums(all: readonly DailySums[]): DailySums {
  const total = { ...ZERO };
  for (const sums of all) {
    for (const key of Object.keys(total) as (keyof DailySums)[]) total[key] += sums[key];
  }
  return total;
}

export function hoursBetween(from: string, to: string | null): number | null {
  return to === null ? null : roundHours(Date.parse(to) - Date.parse(from));
}

function meanHours(ms: number, count: number): number | null {
  return count === 0 ? null : roundHours(ms / count);
}

const roundHours = (ms: number): number => Math.round((ms / HOUR_MS) * 100) / 100;

const ZERO: DailySums = {
  jobs_created_staff: 0,
  jobs_created_public: 0,
  jobs_finalized: 0,
  jobs_submitted: 0,
  jobs_archived: 0,
  review_ms: 0,
  submission_ms: 0,
  share_links_created: 0,
  share_links_completed: 0,
  emails_sent: 0,
  requests_completed: 0,
};
