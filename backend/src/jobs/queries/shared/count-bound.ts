/** Counts that stop do so at a multiple of this. */
const COUNT_STEP = 1000;

/**
 * How far a list without a ready total (the search) counts its rows for a page: to the first
 * multiple of 1,000 at least a page past the page asked for, so that the pager can offer the next
 * page ("1,000+" from the first pages of 100). A count that passes it stops: a common term's
 * first page rechecks about 1,000 matches, not all of them. A page past the last asks for an
 * offset beyond every row, so its count is exact and the page is clamped as before.
 */
export function countBound(offset: number, size: number): number {
  return Math.ceil((offset + 2 * size) / COUNT_STEP) * COUNT_STEP;
}
