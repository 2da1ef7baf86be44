import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { StatsCounts, StatsPeriod } from '@job-intake/contracts/stats/stats-api';

export interface StatsSeries {
  key: keyof StatsCounts;
  label: string;
  color: string;
  /** Bars of one stack add up (created by staff + by guests = created). */
  stack?: string;
}

export interface StatsChartSpec {
  key: string;
  title: string;
  kind: 'bar' | 'line';
  /** The unit of the table's numbers (the chart picks its own, see duration-axis.ts). */
  unit?: string;
  series: readonly StatsSeries[];
}

/** The Statistics tab's charts, each with the numbers behind it as a table. */
export const STATS_CHARTS: readonly StatsChartSpec[] = [
  {
    key: 'jobs',
    title: 'Jobs',
    kind: 'bar',
    series: [
      { key: 'jobs_created_staff', label: 'Created by staff', color: '#0d6efd', stack: 'created' },
      {
        key: 'jobs_created_public',
        label: 'Created by guests',
        color: '#6ea8fe',
        stack: 'created',
      },
      { key: 'jobs_finalized', label: 'Finalized for review', color: '#fd7e14' },
      { key: 'jobs_submitted', label: 'Submitted', color: '#198754' },
      { key: 'jobs_archived', label: 'Archived', color: '#6c757d' },
    ],
  },
  {
    key: 'durations',
    title: 'Average time from creation',
    kind: 'line',
    unit: 'hours',
    series: [
      { key: 'avg_hours_to_review', label: 'To review', color: '#fd7e14' },
      { key: 'avg_hours_to_submission', label: 'To submission', color: '#198754' },
    ],
  },
  {
    key: 'sharing',
    title: 'Share links and e-mail requests',
    kind: 'bar',
    series: [
      { key: 'share_links_created', label: 'Links created', color: '#6f42c1' },
      { key: 'share_links_completed', label: 'Links completed', color: '#d63384' },
      { key: 'emails_sent', label: 'E-mails sent', color: '#0dcaf0' },
      { key: 'requests_completed', label: 'Requests completed', color: '#20c997' },
    ],
  },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A period's label: its day, "Week of" its Monday, or its month. */
export function periodLabel(periodStart: string, period: StatsPeriod): string {
  if (period === 'day') return formatDate(periodStart);
  if (period === 'week') return `Week of ${formatDate(periodStart)}`;
  const [year, month] = periodStart.split('-');
  return `${MONTHS[Number(month) - 1]} ${year}`;
}

/** A number as the table shows it: a missing average as a dash. */
export const statValue = (value: number | null): string =>
  value === null ? '–' : value.toLocaleString('en-US');
