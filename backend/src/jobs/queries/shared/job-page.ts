import {
  DEFAULT_PAGE_SIZE,
  type PageInfo,
  type PageQuery,
  type SortDirection,
} from '@job-intake/contracts/paging';
import type { JobSort } from '@job-intake/contracts/jobs/jobs-api';

/** The page of a job list asked for, its defaults filled in; the page is clamped once counted. */
export type JobPageRequest = PageInfo<JobSort>;

/**
 * A sort without a direction sorts ascending; no sort at all is the list's default order (the
 * lists by name A to Z, the search newest change first).
 */
export function jobPageRequest(
  query: PageQuery<JobSort>,
  defaults: { readonly sort: JobSort; readonly dir: SortDirection },
): JobPageRequest {
  return {
    page: query.page ?? 1,
    size: query.size ?? DEFAULT_PAGE_SIZE,
    sort: query.sort ?? defaults.sort,
    dir: query.dir ?? (query.sort ? 'asc' : defaults.dir),
  };
}
