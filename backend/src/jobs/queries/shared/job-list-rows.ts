import type { JobFormVariant } from '@job-intake/contracts/jobs/job-events';
import type { JobStatus } from '@job-intake/contracts/jobs/job-status';
import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';

/** The job_list columns a list row is made of. */
export const JOB_LIST_COLUMNS = `id, uuid, name, reference_no, status, progress_percent,
  progress_remaining, files, links, notes, form_variant, location_desc, entry_user, created_at,
  review_at, direct_no, imported_by, imported_at, archived_at, updated_at`;

export interface JobListRow {
  id: string;
  uuid: string;
  name: string;
  reference_no: string;
  status: JobStatus;
  progress_percent: number;
  progress_remaining: number;
  files: number;
  links: number;
  notes: number;
  form_variant: JobFormVariant | null;
  location_desc: string | null;
  entry_user: string;
  created_at: Date;
  review_at: Date | null;
  direct_no: string | null;
  imported_by: string | null;
  imported_at: Date | null;
  archived_at: Date | null;
  updated_at: Date;
}

export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export function toJobListItem(row: JobListRow): JobListItem {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    reference_no: row.reference_no,
    status: row.status,
    progress: { percent: row.progress_percent, remaining: row.progress_remaining },
    files: row.files,
    links: row.links,
    notes: row.notes,
    form_variant: row.form_variant,
    location_desc: row.location_desc,
    entry_user: row.entry_user,
    created_at: iso(row.created_at),
    review_at: iso(row.review_at),
    direct_no: row.direct_no,
    imported_by: row.imported_by,
    imported_at: iso(row.imported_at),
    archived_at: iso(row.archived_at),
    updated_at: iso(row.updated_at),
  };
}
