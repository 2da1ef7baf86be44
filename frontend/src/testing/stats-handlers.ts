/**
 * An in-memory fake of POST /report/stats (contracts/src/stats/stats-api.ts): seeded days of
 * counters, answered as the server does for what the Statistics tab relies on (every period of
 * the range, Monday weeks, months, zeros where nothing happened, averages over the period's
 * finalizations and submissions, totals), and GET /job/{id}/stats for the jobs a test seeds.
 * Tests call resetStats() after each test.
 */
import {
  addDays,
  type JobStatsDto,
  type StatsCounts,
  type StatsPoint,
  type StatsReportRequest,
  type StatsReportResponse,
} from '@job-intake/contracts/stats/stats-api';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import { problem } from './problem';

type Counter = Exclude<keyof StatsCounts, 'avg_hours_to_review' | 'avg_hours_to_submission'>;
/** A day's counters, and the hours summed over its finalizations and submissions. */
export type StatsDay = Partial<Record<Counter, number>> & {
  review_hours?: number;
  submission_hours?: number;
};
type Sums = Record<Counter | 'review_hours' | 'submission_hours', number>;

const COUNTERS: Counter[] = [
  'jobs_created',
  'jobs_created_staff',
  'jobs_created_public',
  'jobs_finalized',
  'jobs_submitted',
  'jobs_archived',
  'share_links_created',
  'share_links_completed',
  'emails_sent',
  'requests_completed',
];

const days = new Map<string, StatsDay>();
const jobStats = new Map<string, JobStatsDto>();
/** The bodies the app sent, in order. */
export const statsRequests: StatsReportRequest[] = [];

export function resetStats() {
  days.clear();
  jobStats.clear();
  statsRequests.length = 0;
}

export function seedJobStats(stats: JobStatsDto) {
  jobStats.set(stats.job_id, stats);
}

export function seedStatsDay(day: string, counters: StatsDay) {
  days.set(day, counters);
}

function periodOf(day: string, period: StatsReportRequest['period']): string {
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  if (period === 'day') return day;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function add(sums: Sums | undefined, day: StatsDay): Sums {
  const keys = [...COUNTERS, 'review_hours', 'submission_hours'] as const;
  return Object.fromEntries(keys.map((key) => [key, (sums?.[key] ?? 0) + (day[key] ?? 0)])) as Sums;
}

function countsOf(sums: Sums): StatsCounts {
  const { review_hours, submission_hours, ...counters } = sums;
  const mean = (hours: number, count: number) => (count === 0 ? null : hours / count);
  return {
    ...counters,
    avg_hours_to_review: mean(review_hours, sums.jobs_finalized),
    avg_hours_to_submission: mean(submission_hours, sums.jobs_submitted),
  };
}

function statsReportOf(request: StatsReportRequest): StatsReportResponse {
  const periods = new Map<string, Sums>();
  let total = add(undefined, {});
  for (let day = request.start_date; day <= request.end_date; day = addDays(day, 1)) {
    const key = periodOf(day, request.period);
    periods.set(key, add(periods.get(key), days.get(day) ?? {}));
    total = add(total, days.get(day) ?? {});
  }
  const series: StatsPoint[] = [...periods].map(([period_start, sums]) => ({
    period_start,
    ...countsOf(sums),
  }));
  return { ...request, series, totals: countsOf(total) };
}

export const statsHandlers = [
  http.post(apiUrl('/report/stats'), async ({ request }) => {
    const body = (await request.json()) as StatsReportRequest;
    statsRequests.push(body);
    return HttpResponse.json<StatsReportResponse>(statsReportOf(body));
  }),
  http.get<{ id: string }>(apiUrl('/job/:id/stats'), ({ params }) => {
    const found = jobStats.get(params.id);
    return found ? HttpResponse.json<JobStatsDto>(found) : problem(404, 'Job not found');
  }),
];
