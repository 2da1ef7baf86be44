/**
 * The jobs API (spec sections 3 "Job", 7 "Jobs"). Field names follow the spec's entities
 * (snake_case), as the UI and integrations read them. Base path /api/v1.
 */
import type { FormSnapshot } from '../forms/forms-api';
import type { AnswerValue, JobFormVariant, JobProgress } from './job-events';
import type { JobSettingsValues } from './job-settings';
import type { JobListName, JobStatus } from './job-status';
import type { PageCursors, PageInfo, PageQuery, PageSeek } from '../paging';

/** One row of a job list: GET /jobs?list=open|pending|submitted|archived, POST /search. */
export interface JobListItem {
  id: string;
  uuid: string;
  name: string;
  reference_no: string;
  status: JobStatus;
  progress: JobProgress;
  /** Counts for the files, links and notes columns. */
  files: number;
  links: number;
  notes: number;
  /** The logo-or-location column (by the user's column_choice). */
  form_variant: JobFormVariant | null;
  location_desc: string | null;
  /** Entry user: the creator's name, or 'Guest'. */
  entry_user: string;
  created_at: string;
  /** Marked for Review (finalized) date. */
  review_at: string | null;
  direct_no: string | null;
  imported_by: string | null;
  imported_at: string | null;
  archived_at: string | null;
  updated_at: string;
}

/**
 * The columns a job list sorts by, named as the tables name their columns; `updated` (the last
 * change) is no column but is the search's default order, newest first.
 */
export const JOB_SORTS = [
  'name',
  'reference',
  'progress',
  'logo',
  'location',
  'entry_user',
  'created',
  'files',
  'links',
  'notes',
  'review_at',
  'direct_no',
  'imported_by',
  'imported_at',
  'archived_at',
  'status',
  'updated',
] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** A list's default order: by name, A to Z. */
export const DEFAULT_JOB_SORT = { sort: 'name', dir: 'asc' } as const;
/** The search's default order: newest change first. */
export const DEFAULT_JOB_SEARCH_SORT = { sort: 'updated', dir: 'desc' } as const;

/** GET /jobs?list=…&page=…&size=…&sort=…&dir=…[&after=…|&before=…] */
export interface JobListQuery extends PageQuery<JobSort>, PageSeek {
  list?: JobListName;
}

/** One page of a list; `total` counts the whole list. */
export interface JobListResponse extends PageInfo<JobSort>, PageCursors {
  jobs: JobListItem[];
  total: number;
}

/**
 * POST /search: the query is sent lower-cased; matches name, reference_no and the location
 * (its label or DIV_ID). Every status but deleted; newest change first unless a sort is given.
 * Paged like the lists, the paging in the body beside the query.
 */
export interface JobSearchRequest extends PageQuery<JobSort>, PageSeek {
  query: string;
}

/**
 * One page of the results. `resultCount` counts them all when `resultCountExact`; a common term's
 * count stops some way past the page asked for (1,000 from the first pages): then more than
 * `resultCount` jobs match ("1,000+").
 */
export interface JobSearchResponse extends PageInfo<JobSort>, PageCursors {
  found_jobs: JobListItem[];
  resultCount: number;
  resultCountExact: boolean;
}

/**
 * POST /job: the New Job modal (spec: New job payload). Dates YYYY-MM-DD (server defaults: today
 * and today + 7 days), amounts "0.00" strings with at most 2 decimals. The form must be one of
 * the company's active and mapped forms; form_variant_id one of its variants (or the Default
 * stand-in, whose id is the form's id); absent: the form's first variant. selectedLocation and
 * selectedContact are checked with the provider for users with an api_key and ignored for the
 * others. The job goes to the company's first workflow step, whose users get an e-mail.
 */
export interface CreateJobRequest {
  name: string;
  form_id: string;
  form_variant_id?: string | null;
  reference_no?: string;
  /** DIV_ID of the provider location (a number is accepted too). */
  selectedLocation?: string | null;
  /** CNT_ID of the provider contact (a number is accepted too). */
  selectedContact?: string | null;
  customer_id?: string | null;
  /** The modal's customer search text; not stored. */
  searchQuery?: string;
  first_furnishing?: string | null;
  ff_est?: boolean;
  last_furnishing?: string | null;
  lf_est?: boolean;
  total_contract_amt?: string;
  total_claim_amt?: string;
  /** Save & Send: also create a share link for every section and answer its preview link. */
  createLink?: boolean;
}

/** A share link's label: required, at most this long (spec section 5). */
export const SHARE_LINK_LABEL_MAX_LENGTH = 100;

/** A note's text (POST /job/note), after trimming. */
export const NOTE_MAX_LENGTH = 10_000;
/** The customer preset a new job is made for, as the auto-fill names it. */
export const JOB_CUSTOMER_ID_MAX_LENGTH = 64;
/** The name of one answer PATCH /job/{id}/field changes. */
export const JOB_FIELD_NAME_MAX_LENGTH = 100;
/** The text GET /jobs/search looks for. */
export const JOB_SEARCH_MAX_LENGTH = 255;

/** The share link Save & Send created (spec: Share link, "previewLink and previewLabel on creation"). */
export interface ShareLinkPreview {
  id: string;
  uuid: string;
  /** `<PUBLIC_URL or the request's origin>/link/<uuid>` */
  previewLink: string;
  /** The link's label: the job name. */
  previewLabel: string;
}

/** 201. history_record only with createLink: true. */
export interface CreateJobResponse {
  id: string;
  history_record: ShareLinkPreview | null;
}

export interface NoteDto {
  id: string;
  description: string;
  user: { name: string };
  created_at: string;
}

export interface AttachmentDto {
  id: string;
  /** The uploaded file's own name. */
  file_name: string;
  /** Served under /uploads/{location} (attachmentUrl); a generated, unguessable name. */
  location: string;
  size: number;
  /** What the content was recognised as (images and PDF), else application/octet-stream. */
  mime_type: string;
  created_at: string;
  status: 'active';
}

/** Most bytes one attachment may have, and most files in one POST /attach. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_MAX_FILES = 20;
export const ATTACHMENT_TOO_LARGE_MESSAGE =
  'A file is larger than 20 MB, the most one attachment may be.';

/** Where an attachment is served (outside /api/v1, see docs/decisions/0011-attachments.md). */
export function attachmentUrl(attachment: Pick<AttachmentDto, 'location'>): string {
  return `/uploads/${attachment.location}`;
}

/**
 * POST /attach (multipart/form-data): `files[]` (1 to ATTACHMENT_MAX_FILES files, each at most
 * ATTACHMENT_MAX_BYTES), `job_id`, `company_id` (must be the caller's). Only open jobs and jobs in
 * Review take attachments. Answer 201: every attachment of the job after the upload.
 */
export interface AttachRequestFields {
  job_id: string;
  company_id: string;
}
export type AttachResponse = AttachmentDto[];

/** DELETE /attachment/{id} */
export interface DeleteAttachmentResponse {
  attachment_id: string;
}

/**
 * GET /job/{id}: the job by id or uuid, with its form (the pinned version) and answers. Deleted
 * jobs are answered too (status deleted).
 */
export interface JobDetail extends JobSettingsValues {
  id: string;
  uuid: string;
  status: JobStatus;
  /** Customer-proposed settings not yet accepted. */
  user_submitted: Partial<JobSettingsValues>;
  progress: JobProgress;
  answerData: Record<string, AnswerValue>;
  /** The form as it was when the job was created (see docs/decisions/0005-form-versions.md). */
  form_version_id: string;
  /** That version's content: the sections and fields to render. */
  form: FormSnapshot;
  form_id: string;
  form_variant: JobFormVariant | null;
  customer_id: string | null;
  /** How many share links were created. */
  links: number;
  user: { name: string };
  location_desc: string | null;
  attachments: AttachmentDto[];
  /** The newest notes, at most DEFAULT_PAGE_SIZE; GET /job/{id}/notes pages them all. */
  notes: NoteDto[];
  /** How many notes the job has. */
  notes_total: number;
  created_at: string;
  review_at: string | null;
  updated_at: string;
  imported_by: string | null;
  imported_at: string | null;
  directNo: string | null;
  /** An import awaiting the provider's answer (sending), or the last one it refused (failed). */
  import_state: JobImportState | null;
  /** The provider's words for the refusal, when import_state is failed. */
  import_error: string | null;
  archived_at: string | null;
  deleted_at: string | null;
  /** Last revision of the job's stream; send it back as expected_revision when changing settings. */
  revision: number;
  /**
   * The caller may send the company's jobs to the provider (in the last workflow step's role,
   * with an API key): the Job Data tab shows the send button to them for a job in Review.
   */
  can_import: boolean;
}

export type JobImportState = 'sending' | 'failed';

/** GET /job/{id}/settings */
export interface JobSettingsResponse extends JobSettingsValues {
  user: { name: string };
  user_submitted: Partial<JobSettingsValues>;
}

/**
 * PATCH /job/{id}: the Settings panel's Save. Only for users with an api_key (403 otherwise:
 * NO_API_KEY_MESSAGE) and only while the job is open or in Review (409). Absent fields keep their
 * value; null clears a location, contact or date. A stale expected_revision is 409.
 */
export interface UpdateJobRequest {
  name?: string;
  reference_no?: string;
  selectedLocation?: string | null;
  selectedContact?: string | null;
  first_furnishing?: string | null;
  ff_est?: boolean;
  last_furnishing?: string | null;
  lf_est?: boolean;
  total_contract_amt?: string;
  total_claim_amt?: string;
  /** Optimistic concurrency: the revision the client last saw; a stale one answers 409. */
  expected_revision?: number;
}

export interface UpdateJobResponse {
  result: boolean;
  revision: number;
}

/** Spec section 6: without an api_key job fields are not editable. */
export const NO_API_KEY_MESSAGE =
  'Job fields can only be changed by a user with an API key. Ask an admin to add yours.';

/**
 * POST /job/{id}/settings: accept the customer's value of one field (needs an api_key like
 * PATCH). Answer: UpdateJobResponse.
 */
export interface AcceptCustomerValueRequest {
  field: keyof JobSettingsValues;
}

/** POST /job/{id}/status: re-open (open), archive or delete. */
export interface JobStatusRequest {
  id: string;
  status: 'open' | 'archived' | 'deleted';
}

/** POST /job/{id}/finalize */
export interface FinalizeJobRequest {
  id: string;
  uuid: string;
}

export interface JobStatusResponse {
  job: { id: string; status: JobStatus };
}

/** POST /note → 201 NoteDto. The description is trimmed and must not be empty. */
export interface CreateNoteRequest {
  job_id: string;
  description: string;
}

/** DELETE /note/{id} */
export interface DeleteNoteResponse {
  note_id: string;
}

/** Notes are ordered by when they were added, newest first unless dir=asc. */
export const NOTE_SORTS = ['created_at'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];
export const DEFAULT_NOTE_SORT = { sort: 'created_at', dir: 'desc' } as const;

/** GET /job/{id}/notes?page=…&size=…&dir=… */
export type JobNotesQuery = PageQuery<NoteSort>;

/** One page of the job's notes; `total` counts them all. */
export interface JobNotesResponse extends PageInfo<NoteSort> {
  notes: NoteDto[];
  total: number;
}

/** History tab actions (spec section 3, History entry). */
export const HISTORY_ACTIONS = [
  'export',
  'view',
  'add',
  'save_draft',
  'finalized',
  'submitted',
  'update_job',
  'save_setting',
  'clear_user_input',
  'status_update',
  'import',
  'email_sent',
  'email_failed',
  'email_user',
  'gen_link',
  'email_resent',
  'email_opt_in_out',
  'add_note',
  'delete_note',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One entry of the History tab (needs project_history), read from the job's event stream. */
export interface HistoryEntry {
  /** The event id; GET /job/{id}/history/{eventId} opens the job as it was after it. */
  id: string;
  action: HistoryAction;
  entry_date: string;
  /** null for guests (shown as 'Guest'). */
  user_id: string | null;
  user: { name: string };
  /** A human description of what changed. */
  parameter: string;
  revision: number;
}

/** History is ordered by the stream (when each event happened), newest first unless dir=asc. */
export const HISTORY_SORTS = ['entry_date'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];
export const DEFAULT_HISTORY_SORT = { sort: 'entry_date', dir: 'desc' } as const;

/** GET /job/{id}/history?page=…&size=…&dir=… */
export type JobHistoryQuery = PageQuery<HistorySort>;

/** One page of the job's history; `total` counts every entry. */
export interface JobHistoryResponse extends PageInfo<HistorySort> {
  history: HistoryEntry[];
  total: number;
}

/** GET /job/{id}/history/{eventId}: the job as it was right after that event (time travel). */
export interface JobAtEvent {
  event: HistoryEntry;
  status: JobStatus;
  settings: JobSettingsValues;
  answerData: Record<string, AnswerValue>;
  progress: JobProgress;
  form_version_id: string;
}

/** The JSON body of every error answer. */
export interface ApiError {
  statusCode: number;
  message: string | string[];
  error?: string;
}
