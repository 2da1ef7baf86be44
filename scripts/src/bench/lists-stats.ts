export interface Percentiles {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

/** Nearest-rank percentiles: the smallest value at least p% of the values do not exceed. */
export function percentiles(values: readonly number[]): Percentiles {
  if (values.length === 0) throw new Error('No values to take percentiles of');
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number;
  return { p50: at(50), p95: at(95), p99: at(99) };
}
