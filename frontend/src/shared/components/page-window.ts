/** A page number to offer, or a gap standing for the pages left out. */
export type PageLink = number | 'gap';

/**
 * The pages a pager offers: always the first and the last, and `radius` pages either side of the
 * current one; a gap of a single page shows that page instead of an ellipsis. With `more`, the
 * list goes on past `count` pages (its count stopped there): a gap after the last page says so.
 */
export function pageWindow(current: number, count: number, radius = 1, more = false): PageLink[] {
  const from = Math.max(2, current - radius);
  const to = Math.min(count - 1, current + radius);
  const links: PageLink[] = [1];
  if (from === 3) links.push(2);
  else if (from > 3) links.push('gap');
  for (let page = from; page <= to; page++) links.push(page);
  if (to === count - 2) links.push(count - 1);
  else if (to < count - 2) links.push('gap');
  if (count > 1) links.push(count);
  if (more) links.push('gap');
  return links;
}
