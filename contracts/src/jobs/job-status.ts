/** Job status values (spec section 4); pending is shown as Review. */
export const JOB_STATUSES = ['new', 'open', 'pending', 'submitted', 'archived', 'deleted'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The lists of the Jobs page, by URL parameter. */
export const JOB_LISTS = ['open', 'pending', 'submitted', 'archived'] as const;
export type JobListName = (typeof JOB_LISTS)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  new: 'New',
  open: 'Open',
  pending: 'Review',
  submitted: 'Submitted',
  archived: 'Archived',
  deleted: 'Deleted',
};

/** The status table of spec section 4: which statuses can still be edited and saved. */
export const EDITABLE_STATUSES: readonly JobStatus[] = ['open', 'pending'];

export function isEditable(status: JobStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

export const JOB_STATUS_MESSAGES: Partial<Record<JobStatus, string>> = {
  open: 'Job is being created and can be edited',
  pending: 'Ready for review, still editable',
  submitted: 'Submitted and cannot be edited',
};
