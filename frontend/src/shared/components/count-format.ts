const COUNT = new Intl.NumberFormat('en-US');

/** A count as the lists show it: 100,000. */
export const formatCount = (count: number) => COUNT.format(count);

/** A count with its noun: '1 job', '100,000 jobs'. */
export function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
