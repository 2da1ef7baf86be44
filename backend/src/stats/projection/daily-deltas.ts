import { DAILY_COUNTERS, dayOf, type DailyDelta } from '../domain/job-stats.fold';

/** A batch's additions to job_stats_daily, keyed by `company_id|day`. */
export type DailyDeltas = Map<string, Record<string, number | string>>;

export function addDelta(
  deltas: DailyDeltas,
  companyId: string,
  occurredAt: string,
  delta: DailyDelta,
): void {
  const counters = Object.entries(delta);
  if (counters.length === 0) return;
  const day = dayOf(occurredAt);
  const key = `${companyId}|${day}`;
  const row = deltas.get(key) ?? zeroRow(companyId, day);
  for (const [counter, value] of counters) row[counter] = (row[counter] as number) + value;
  deltas.set(key, row);
}

/** Every row names every counter, so one upsert statement fits them all. */
function zeroRow(companyId: string, day: string): Record<string, number | string> {
  return {
    company_id: companyId,
    day,
    ...Object.fromEntries(DAILY_COUNTERS.map((counter) => [counter, 0])),
  };
}
