import type { JobSort } from '@job-intake/contracts/jobs/jobs-api';

/**
 * What a job list sorts by: the job_list expression of each sort id, and whether it can be NULL
 * (NULLs come last in both directions). Migration 1764200000100 indexes each expression as
 * (company_id, status, <expression>, id); an expression here must stay spelled as it is there,
 * or the lists sort without an index.
 */
export interface JobSortKey {
  expression: string;
  nullable: boolean;
}

export const JOB_SORT_KEYS: Record<JobSort, JobSortKey> = {
  name: { expression: 'lower(name)', nullable: false },
  reference: { expression: 'lower(reference_no)', nullable: false },
  progress: { expression: 'progress_percent', nullable: false },
  logo: { expression: "lower(form_variant ->> 'title')", nullable: true },
  location: { expression: 'lower(location_desc)', nullable: true },
  entry_user: { expression: 'lower(entry_user)', nullable: false },
  created: { expression: 'created_at', nullable: false },
  files: { expression: 'files', nullable: false },
  links: { expression: 'links', nullable: false },
  notes: { expression: 'notes', nullable: false },
  review_at: { expression: 'review_at', nullable: true },
  direct_no: { expression: 'direct_no', nullable: true },
  imported_by: { expression: 'imported_by', nullable: true },
  imported_at: { expression: 'imported_at', nullable: true },
  archived_at: { expression: 'archived_at', nullable: true },
  status: { expression: 'status', nullable: false },
  updated: { expression: 'updated_at', nullable: false },
};
