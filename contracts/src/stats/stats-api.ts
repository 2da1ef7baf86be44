/**
 * Statistics (spec 2 "Company page: Statistics", 3 "Company stats", 7 `/report/stats`,
 * `/job/{id}/stats`), folded from the job events by the `job-stats` projection into per-company
 * per-day counters (UTC days).
 *
 * POST /api/v1/report/stats (permission super) takes StatsReportRequest and answers
 * StatsReportResponse: one StatsPoint per period from start_date to end_date (periods without
 * activity included, as zeros) and the totals. GET /api/v1/job/{id}/stats answers JobStatsDto.
 */
export const STATS_PERIODS = ['day', 'week', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** The widest range a report covers, so a day-by-day answer stays small. */
export const STATS_MAX_DAYS = 3 * 366;

export interface StatsReportRequest {
  company_id: string;
  /** YYYY-MM-DD, inclusive. */
  start_date: string;
  /** YYYY-MM-DD, inclusive. */
  end_date: string;
  period: StatsPeriod;
}

/** The counters of one period (or of the whole range, for totals). */
export interface StatsCounts {
  jobs_created: number;
  /** Of jobs_created: created by staff (Create Job). */
  jobs_created_staff: number;
  /** Of jobs_created: created by guests on a public form. */
  jobs_created_public: number;
  /** Finalizations for review (a job reopened and finalized again counts twice). */
  jobs_finalized: number;
  /** Jobs the provider accepted (JobImported). */
  jobs_submitted: number;
  jobs_archived: number;
  /** Mean hours from a job's creation to its finalization, over the finalizations of the period; null without any. */
  avg_hours_to_review: number | null;
  /** Mean hours from a job's creation to its submission, over the submissions of the period; null without any. */
  avg_hours_to_submission: number | null;
  share_links_created: number;
  /** Share links a guest submitted. */
  share_links_completed: number;
  /** E-mails the SMTP server accepted (requests, resends, reminders). */
  emails_sent: number;
  /** E-mail requests whose link a recipient submitted. */
  requests_completed: number;
}

export interface StatsPoint extends StatsCounts {
  /** YYYY-MM-DD: the first day of the period (a week starts on Monday). */
  period_start: string;
}

export interface StatsReportResponse {
  company_id: string;
  start_date: string;
  end_date: string;
  period: StatsPeriod;
  series: StatsPoint[];
  totals: StatsCounts;
}

export interface JobStatsDto {
  job_id: string;
  created_at: string;
  origin: 'staff' | 'public_form';
  /** The latest finalization, or null while never finalized. */
  finalized_at: string | null;
  submitted_at: string | null;
  archived_at: string | null;
  /** From creation to the latest finalization. */
  hours_to_review: number | null;
  hours_to_submission: number | null;
  share_links_created: number;
  share_links_completed: number;
  emails_sent: number;
  requests_completed: number;
}

/** A YYYY-MM-DD day string (UTC), `days` after the given one (negative goes back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from start to end, both included (0 when end is before start). */
export function daysBetween(start: string, end: string): number {
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000) + 1);
}
