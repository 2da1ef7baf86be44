import {
  JOB_LISTS,
  JOB_STATUS_LABELS,
  type JobListName,
  type JobStatus,
} from '@job-intake/contracts/jobs/job-status';
import { paths } from '../../config/paths';

/** One of the Jobs page's lists as the user sees it: pending is titled, and addressed, Review. */
export interface JobListView {
  list: JobListName;
  slug: string;
  title: string;
  path: string;
}

const SLUGS: Record<JobListName, string> = {
  open: 'open',
  pending: 'review',
  submitted: 'submitted',
  archived: 'archived',
};

export const JOB_LIST_VIEWS: readonly JobListView[] = JOB_LISTS.map((list) => ({
  list,
  slug: SLUGS[list],
  title: JOB_STATUS_LABELS[list],
  path: paths.jobList(SLUGS[list]),
}));

/** The list shown at /jobs. */
export const DEFAULT_JOB_LIST_PATH = paths.jobList(SLUGS.open);

/** The search list: /jobs/search?q=… */
export const SEARCH_SLUG = 'search';
export const SEARCH_PARAM = 'q';

export function searchPath(query: string): string {
  return `${paths.jobList(SEARCH_SLUG)}?${new URLSearchParams({ [SEARCH_PARAM]: query }).toString()}`;
}

/** A list by its address (review) or by its name (pending: the spec's list parameter). */
export function findJobListBySlug(slug: string | undefined): JobListView | undefined {
  return JOB_LIST_VIEWS.find((view) => view.slug === slug || view.list === slug);
}

/** The list a job of this status appears in, if any (new and deleted jobs are in none). */
export function findJobListByStatus(status: JobStatus): JobListView | undefined {
  return JOB_LIST_VIEWS.find((view) => view.list === status);
}
