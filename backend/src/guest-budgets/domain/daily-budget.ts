/**
 * What anonymous callers may store a day (decision 0031): the rule every guest budget shares.
 * Pure: the usage is read and the charge reserved under a lock by the budget's store.
 */

/** A request a budget refuses: 413 when it alone is larger than the limit, 429 when the day's is used. */
export interface BudgetRefusal {
  readonly status: 413 | 429;
  readonly message: string;
}

/**
 * How `amount` more stands against `limit` when `used` is spent in the last 24 hours: it fits
 * (to the last unit), it is larger than the whole limit, or too little of the day's is left.
 */
export function budgetFit(
  amount: number,
  used: number,
  limit: number,
): 'fits' | 'too_large' | 'spent' {
  if (amount > limit) return 'too_large';
  return used + amount <= limit ? 'fits' : 'spent';
}

/** Sizes as a person reads them: binary units named KB, MB, GB like the upload limits. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}
