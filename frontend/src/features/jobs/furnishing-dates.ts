import { todayIso } from '@job-intake/contracts/formatting/dates';

/** Adds whole days to a calendar date (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Spec section 9: first furnishing is today, last furnishing today plus 1 week. */
export function defaultFurnishingDates(now: Date = new Date()) {
  const today = todayIso(undefined, now);
  return { first_furnishing: today, last_furnishing: addDays(today, 7) };
}
