const COUNT = new Intl.NumberFormat('en-US');

/** A count as the lists show it: 100,000. */
export const formatCount = (count: number) => COUNT.format(count);

/** A total as the lists show it: exact, or more than the count went to: '1,000+'. */
export const formatTotal = (total: number, exact = true) =>
  `${formatCount(total)}${exact ? '' : '+'}`;

/** A count with its noun: '1 job', '100,000 jobs', '1,000+ results' (more than it counted). */
export function countOf(count: number, one: string, many: string, exact = true): string {
  return `${formatTotal(count, exact)} ${count === 1 && exact ? one : many}`;
}
