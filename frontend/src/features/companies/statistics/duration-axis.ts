/** A unit the Average time chart reads in, chosen by the size of its longest average. */
export interface DurationUnit {
  symbol: 'min' | 'h' | 'd';
  hours: number;
}

const MINUTES: DurationUnit = { symbol: 'min', hours: 1 / 60 };
const HOURS: DurationUnit = { symbol: 'h', hours: 1 };
const DAYS: DurationUnit = { symbol: 'd', hours: 24 };

/** Minutes under an hour, hours under two days, days beyond. */
export function durationUnit(longestHours: number): DurationUnit {
  if (longestHours < 1) return MINUTES;
  if (longestHours < 48) return HOURS;
  return DAYS;
}

/** An amount of the unit as an axis or a tooltip shows it: "2 h", "3.5 d", "45 min". */
export function durationLabel(amount: number, unit: DurationUnit): string {
  const rounded = Math.round(amount * 10) / 10;
  return `${rounded.toLocaleString('en-US')} ${unit.symbol}`;
}
