/**
 * What guests call without signing in (spec sections 2 and 7: /link/{uuid}, /new/{appid}). A
 * guest reaches only what the link or the public form names; everything they send is checked
 * against the job's pinned form version as for staff (400 naming the field).
 */
import type { FormSnapshot } from '../forms/forms-api';
import type { AnswerValue, JobFormVariant, JobProgress } from '../jobs/job-events';
import type { AttachmentDto } from '../jobs/jobs-api';
import type { JobStatus } from '../jobs/job-status';

/**
 * GET /link/{uuid}: the job's form cut to the link's sections, with their answers. Unknown uuid:
 * 404 GUEST_LINK_NOT_FOUND; a closed link: 403 GUEST_LINK_CLOSED. A complete link, or a job no
 * longer open, is answered read-only (the page shows GUEST_FORM_COMPLETE). The link of an e-mail
 * request past its expiry instant is closed (saves: 403 GUEST_LINK_EXPIRED): it answers read_only
 * with closed_message GUEST_LINK_EXPIRED, the company and the variant, and nothing of the job (its
 * name empty, no sections, no answers). The
 * link's label is staff's own note ("Who is this link for?") and is not sent: the guest sees the
 * company instead.
 */
export interface GuestLinkResponse {
  link: { id: string; uuid: string; sections: string[] };
  job: { name: string; status: JobStatus };
  /** Who is asking: the job's company. */
  company: GuestCompany;
  /** The pinned form version with only the link's sections. */
  form: FormSnapshot;
  form_variant: JobFormVariant | null;
  /** The answers of the link's sections' fields only. */
  answerData: Record<string, AnswerValue>;
  progress: JobProgress;
  /** True once the link is complete or expired, or the job left open: nothing more can be saved. */
  read_only: boolean;
  /** Why the link is closed though the guest did not finish it (GUEST_LINK_EXPIRED), else null. */
  closed_message: string | null;
  /**
   * The job's revision these answers are at: a save sends it back as base_revision, and a field
   * someone else changed after it is a conflict rather than an overwrite.
   */
  revision: number;
}

/**
 * POST /link/{uuid}/results: save a draft (submit false) or Submit Form (submit true: the link
 * becomes complete). Only fields of the link's sections; answers of fields mapped to job settings
 * arrive as the customer's proposal (user_submitted), for staff to accept.
 */
export interface GuestResultsRequest {
  answers: Record<string, AnswerValue>;
  submit?: boolean;
  /**
   * The revision the guest's answers were based on (GuestLinkResponse.revision, or the revision of
   * the guest's last answered save). A sent field that staff or another link changed after it, to
   * a value other than the one sent, is not saved: it comes back in `conflicts`, and the other
   * fields are saved (status 200 all the same: conflicts are an answer, not an error). The same
   * link's own earlier saves never conflict. Absent: every field is saved as sent (last write
   * wins). A Submit Form with a conflict saves nothing and does not complete the link. A
   * base_revision after the job's latest revision is 400.
   */
  base_revision?: number;
}

export interface GuestResultsResponse {
  progress: JobProgress;
  answerData: Record<string, AnswerValue>;
  read_only: boolean;
  /** The job's revision after this save: the base of the guest's next one. */
  revision: number;
  /** The sent fields someone else changed since base_revision, left as they are: the guest chooses. */
  conflicts: GuestAnswerConflict[];
}

/** One field a guest's save did not overwrite: what the guest sent and what is saved now. */
export interface GuestAnswerConflict {
  field_id: string;
  yours: AnswerValue;
  theirs: AnswerValue | null;
}

/**
 * What the guest page says of its answers (issue 32): each state's words, shown with the time of
 * the last save that reached the server.
 */
export const GUEST_SAVE_STATE_TEXT = {
  saved: 'Saved',
  queued: 'Saved on this phone — will send when online',
  sending: 'Sending…',
} as const;
export type GuestSaveState = keyof typeof GUEST_SAVE_STATE_TEXT;
/** Submit Form pressed with no connection, or with changes not yet sent. */
export const GUEST_SUBMIT_NEEDS_ONLINE =
  'You are offline. Submit Form works once this phone is back online and every change has been sent.';
/** Above the fields a save did not overwrite. */
export const GUEST_CONFLICT_TITLE = 'Someone else changed these answers while you were away';
/** Save Changes' notice when the save went through but for the fields in conflict. */
export const GUEST_SAVED_EXCEPT_CONFLICTS =
  'Saved, except the answers someone else changed meanwhile: choose below which to keep.';
export const GUEST_CONFLICT_KEEP_MINE = 'Keep mine';
export const GUEST_CONFLICT_USE_THEIRS = 'Use theirs';

export const GUEST_LINK_NOT_FOUND = 'This link does not exist. Check the address you were sent.';
export const GUEST_LINK_CLOSED =
  'This link has been closed by the sender. Ask them for a new one if you still need it.';
export const GUEST_FORM_COMPLETE = 'Form Submission is complete!';
/** An e-mail request's link past its expiry: read-only until staff resend the request. */
export const GUEST_LINK_EXPIRED =
  'This link has expired. Ask the sender to send it again if you still need it.';

/** The company a guest page names (with the form variant's logo, where it has one). */
export interface GuestCompany {
  name: string;
}

/**
 * GET /new/{appid} and /new/{appid}/{cntid}: the public new-job form of one logo variant (appid
 * is the variant's uuid; the Default stand-in's is the form's). Only active, mapped forms: 404
 * PUBLIC_FORM_NOT_FOUND otherwise, and for a cntid that is not a user of the form's company.
 */
export interface PublicFormResponse {
  appid: string;
  /** Who is asking: the form's company. */
  company: GuestCompany;
  form: FormSnapshot;
  form_variant: JobFormVariant | null;
  /** The captcha the page shows (see CaptchaConfig). */
  captcha: CaptchaConfig;
}

export const PUBLIC_FORM_NOT_FOUND = 'This form is not available. Check the address you were sent.';

/**
 * POST /new: create a job in Review from the public form. project_name and reference_no follow
 * the form's config fields (active, req); answers are checked against the form; attachments are
 * ids from POST /new/{appid}/attachments. A missing, wrong, expired or replayed captcha token is
 * 400 and nothing is created.
 */
export interface PublicJobRequest {
  appid: string;
  cntid?: string | null;
  project_name?: string;
  reference_no?: string;
  /** The captcha's token (ALTCHA: the widget's base64 payload), or an upload grant for it. */
  recaptcha: string;
  answers: Record<string, AnswerValue>;
  attachments?: string[];
}

export interface PublicJobResponse {
  success: true;
  /** The new job's public id. */
  uuid: string;
  answerData: Record<string, AnswerValue>;
}

/**
 * POST /new/{appid}/attachments (multipart `files[]`, header UPLOAD_GRANT_HEADER): files kept for
 * the coming POST /new. Without a live grant of this form 400; past a daily byte budget (per
 * client address, per form) or the cap of files no job took yet 429, the message naming the limit.
 */
export type PublicAttachmentsResponse = Pick<AttachmentDto, 'id' | 'file_name' | 'size'>[];

/**
 * POST /new/{appid}/upload-grant: a solved captcha (spent here, once) for an upload grant of
 * this form: the proof its uploads carry in UPLOAD_GRANT_HEADER, and POST /new takes in place of
 * the captcha token (spent there, once).
 */
export interface PublicUploadGrantRequest {
  recaptcha: string;
}

export interface PublicUploadGrantResponse {
  grant: string;
  /** ISO time after which the grant is refused (CAPTCHA_EXPIRED). */
  expires_at: string;
}

export const UPLOAD_GRANT_HEADER = 'X-Upload-Grant';
export const UPLOAD_PROOF_MISSING = 'Solve the captcha before attaching files.';

/** Which captcha the public form shows; chosen by the server's CAPTCHA_PROVIDER. */
export type CaptchaConfig =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };

export const CAPTCHA_INVALID = 'The captcha was not solved. Please try again.';
/** POST /new without a captcha token: the check is the widget labelled "I'm not a robot". */
export const CAPTCHA_MISSING = `Please complete the check "I'm not a robot" before submitting.`;
export const CAPTCHA_EXPIRED =
  'The captcha has expired or was already used. Please solve it again.';
export const TOO_MANY_GUEST_REQUESTS = 'Too many requests from your address. Please wait a minute.';

/**
 * Photos a guest attaches (issue 32): resized in the browser so the long side is at most this
 * many pixels and encoded again (which drops EXIF, the location included) before upload; the
 * server decodes and encodes every image it receives again, at most this size too.
 */
export const PHOTO_MAX_LONG_SIDE = 2000;
/** Labels of the public form's attachment buttons: the phone's camera, or files already on it. */
export const TAKE_PHOTO_LABEL = 'Take a photo';
export const CHOOSE_FILES_LABEL = 'Choose files';
