/** One line of the doctor's answer (issue 30 item 5). */
export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface CheckResult {
  readonly check: string;
  readonly status: CheckStatus;
  /** One line a person can act on. */
  readonly reason: string;
}

export const ok = (check: string, reason: string): CheckResult => ({ check, status: 'ok', reason });
export const warn = (check: string, reason: string): CheckResult => ({
  check,
  status: 'warn',
  reason,
});
export const fail = (check: string, reason: string): CheckResult => ({
  check,
  status: 'fail',
  reason,
});

/** Ok up to `warnFrom`, a warning up to `failFrom`, a failure from there. */
export function byThreshold(
  check: string,
  value: number,
  { warnFrom, failFrom }: { readonly warnFrom: number; readonly failFrom: number },
  reason: string,
): CheckResult {
  if (value >= failFrom) return fail(check, reason);
  return value >= warnFrom ? warn(check, reason) : ok(check, reason);
}

/** For scripts: 0 when every check is ok, 1 when any failed, 2 when the worst is a warning. */
export function exitCodeOf(results: readonly CheckResult[]): number {
  if (results.some(({ status }) => status === 'fail')) return 1;
  return results.some(({ status }) => status === 'warn') ? 2 : 0;
}
