import type { JobListItem, JobSort } from '@job-intake/contracts/jobs/jobs-api';
import type { SortKey } from './paged-rows';

const lower = (text: string | null) => text?.toLowerCase() ?? null;
const time = (date: string | null) => (date ? Date.parse(date) : null);

/** What the fake job lists order by for each sort id, as the server's job_list columns do. */
export const JOB_SORT_KEYS: Record<JobSort, SortKey<JobListItem>> = {
  name: (job) => lower(job.name),
  reference: (job) => lower(job.reference_no),
  progress: (job) => job.progress.percent,
  logo: (job) => lower(job.form_variant?.title ?? null),
  location: (job) => lower(job.location_desc),
  entry_user: (job) => lower(job.entry_user),
  created: (job) => time(job.created_at),
  files: (job) => job.files,
  links: (job) => job.links,
  notes: (job) => job.notes,
  review_at: (job) => time(job.review_at),
  direct_no: (job) => job.direct_no,
  imported_by: (job) => lower(job.imported_by),
  imported_at: (job) => time(job.imported_at),
  archived_at: (job) => time(job.archived_at),
  status: (job) => job.status,
  updated: (job) => time(job.updated_at),
};
