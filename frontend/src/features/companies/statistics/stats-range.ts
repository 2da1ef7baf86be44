import { todayIso } from '@job-intake/contracts/formatting/dates';
import {
  addDays,
  daysBetween,
  STATS_MAX_DAYS,
  type StatsPeriod,
} from '@job-intake/contracts/stats/stats-api';

/** The period selector's choices; each preset ends today (UTC, as the counters' days are). */
export const RANGE_PRESETS = [
  { key: '30d', label: 'Last 30 days', days: 30, period: 'day' },
  { key: '90d', label: 'Last 90 days', days: 90, period: 'week' },
  { key: '12m', label: 'Last 12 months', days: 365, period: 'month' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['key'] | 'custom';

export interface StatsRange {
  preset: RangePreset;
  start_date: string;
  end_date: string;
  period: StatsPeriod;
}

export function presetRange(key: RangePreset, current?: StatsRange, now = new Date()): StatsRange {
  const preset = RANGE_PRESETS.find((candidate) => candidate.key === key);
  if (!preset) return { ...(current ?? presetRange('30d', undefined, now)), preset: 'custom' };
  const end = todayIso('UTC', now);
  return {
    preset: key,
    start_date: addDays(end, 1 - preset.days),
    end_date: end,
    period: preset.period,
  };
}

/** Why a custom range cannot be asked for, or null when it can. */
export function rangeProblem({ start_date, end_date }: StatsRange): string | null {
  if (!start_date || !end_date) return 'Choose a start and an end date.';
  if (end_date < start_date) return 'The end date must not be before the start date.';
  if (daysBetween(start_date, end_date) > STATS_MAX_DAYS) {
    return `Choose at most ${STATS_MAX_DAYS} days.`;
  }
  return null;
}
