/**
 * The job stream's event catalogue (stream `job-<uuid>`): every fact about a job. Each event is
 * `{ type, data }`; who and when travel in the event metadata (actor, occurredAt), the schema
 * version beside it in the store. Names and labels that read models show (the creator's name, the
 * provider location's label, the logo variant) are copied into the data when the command runs, so
 * projections never depend on tables that change later and a rebuild gives the same rows.
 */
import type { ProviderImportPayload } from '../provider/provider-import';
import type { JobSettingsValues } from './job-settings';

export type AnswerValue = string | string[] | Record<string, string> | null;

export interface JobProgress {
  /** 0–100, over the required fields of visible sections. */
  percent: number;
  /** Required fields still empty. */
  remaining: number;
}

/** The logo variant a job was created through, as the lists show it. */
export interface JobFormVariant {
  id: string;
  title: string;
  /** Where the logo image is served (/api/v1/files/logos/…), or null without a logo. */
  logo_url: string | null;
}

export type JobCreated = {
  type: 'JobCreated';
  data: {
    jobId: string;
    /** Public id for guest access (links, public forms). */
    uuid: string;
    form_id: string;
    /** The immutable form snapshot the job was created on (see docs/decisions/0005). */
    form_version_id: string;
    form_variant_id: string | null;
    settings: JobSettingsValues;
    customer_id: string | null;
    /** The workflow step the job is assigned to (always the first on creation). */
    workflow_step_id: string | null;
    /** staff: Create Job; public_form: a guest on /new/{appid}. */
    origin: 'staff' | 'public_form';
    /** The user recorded as creator (a guest link's cnt_id user, or the company default). */
    creator_user_id: string | null;
    /** The creator's display name when the job was created; null shows as 'Guest'. */
    creator_name: string | null;
    /** The variant's title and logo at creation (the lists' logo column). */
    form_variant: JobFormVariant | null;
    /** The provider's label of settings.location (DIV_ID) when it was chosen. */
    location_desc: string | null;
    /** Progress of the empty form: a form without required fields starts at 100%. */
    progress: JobProgress;
  };
};

export type JobSettingsUpdated = {
  type: 'JobSettingsUpdated';
  data: {
    changes: Partial<JobSettingsValues>;
    /** Present when the location changed: the provider's label of the new DIV_ID. */
    location_desc?: string | null;
  };
};

/** A customer (guest) proposed values for the settings; staff see them beside their own. */
export type CustomerValuesSubmitted = {
  type: 'CustomerValuesSubmitted';
  data: { values: Partial<JobSettingsValues> };
};

/** Staff cleared what the customer proposed (History: clear_user_input); the job's values stay. */
export type CustomerValuesCleared = {
  type: 'CustomerValuesCleared';
  data: { fields: (keyof JobSettingsValues)[] };
};

export type CustomerValueAccepted = {
  type: 'CustomerValueAccepted';
  data: {
    field: keyof JobSettingsValues;
    /** Present when the accepted field is the location: the provider's label of the DIV_ID. */
    location_desc?: string | null;
  };
};

export type AnswersSaved = {
  type: 'AnswersSaved';
  data: {
    /** Only the answers that changed, keyed by field id. */
    answers: Record<string, AnswerValue>;
    progress: JobProgress;
    /** The share link a guest saved them through; absent for staff, the public form and settings. */
    linkId?: string;
  };
};

export type JobFinalized = { type: 'JobFinalized'; data: Record<string, never> };
export type JobReopened = { type: 'JobReopened'; data: Record<string, never> };

/**
 * A reviewer sent the job to the provider (spec 4: pending → submitted). The provider is called
 * from the store's subscription, with an idempotency key derived from this event's id; its answer
 * is recorded as JobImported or JobImportFailed (docs/decisions/0025).
 */
export type JobImportRequested = {
  type: 'JobImportRequested';
  data: {
    importId: string;
    /** The reviewer; the call carries their API key. */
    requested_by: string;
    requested_by_name: string;
    /** Exactly what the provider is sent. */
    payload: ProviderImportPayload;
  };
};

/** The provider created the notice job. importId is absent from events written before requests existed. */
export type JobImported = {
  type: 'JobImported';
  data: { importId?: string; service: string; direct_no: string; imported_by: string };
};

/** The provider refused the job (its words in error); the job stays in Review. */
export type JobImportFailed = {
  type: 'JobImportFailed';
  data: { importId: string; error: string };
};

export type JobArchived = { type: 'JobArchived'; data: { automatic: boolean } };

/**
 * A staff user opened the job (History: view), recorded at most once per user per hour. Like an
 * export it records something done with the job, not to it (JOB_RECORD_ONLY_EVENTS).
 */
export type JobViewed = { type: 'JobViewed'; data: { user_id: string } };

/** The job went out in a data export (one CSV download); the History's `export` entry. */
export type JobExported = { type: 'JobExported'; data: { exportId: string } };
export type JobDeleted = { type: 'JobDeleted'; data: Record<string, never> };

export type NoteAdded = { type: 'NoteAdded'; data: { noteId: string; description: string } };
export type NoteDeleted = { type: 'NoteDeleted'; data: { noteId: string } };

export type AttachmentAdded = {
  type: 'AttachmentAdded';
  data: {
    attachmentId: string;
    file_name: string;
    location: string;
    size: number;
    mime_type: string;
  };
};
export type AttachmentRemoved = { type: 'AttachmentRemoved'; data: { attachmentId: string } };

/** A share link (spec: Share link) for the guest page /link/{uuid}, covering some sections. */
export type ShareLinkCreated = {
  type: 'ShareLinkCreated';
  data: {
    linkId: string;
    /** The public id in /link/{uuid}. */
    uuid: string;
    /** The label (shareNote), 1 to 100 characters. */
    label: string;
    /** The section ids (of the job's form version) the guest may fill in. */
    sections: string[];
  };
};

/** Enable (open) or Disable (closed) on the Share tab; a complete link keeps its state. */
export type ShareLinkStatusChanged = {
  type: 'ShareLinkStatusChanged';
  data: { linkId: string; status: 'open' | 'closed' };
};

/** The guest pressed Submit Form on /link/{uuid}: the link is complete and read-only from now. */
export type ShareLinkSubmitted = { type: 'ShareLinkSubmitted'; data: { linkId: string } };

/** How an e-mail of a request goes out: the request itself, a resend, a reminder, or the sender's warning. */
export type EmailSendKind = 'request' | 'resend' | 'reminder' | 'sender_warning';

/**
 * Staff asked customers for job data by e-mail (spec: E-mail record). The request's own share link
 * (linkId) is created in the same append, so each recipient list can be closed on its own. The
 * subject and body are the composed templates, merge fields not yet filled.
 */
export type EmailRequested = {
  type: 'EmailRequested';
  data: {
    emailId: string;
    linkId: string;
    to: string[];
    from: string;
    subject: string;
    body: string;
    /** Reminders off for this request (the compose dialog's checkbox). */
    opt_out: boolean;
    /** The public token of the unsubscribe link in every e-mail of this request. */
    unsubscribe: string;
    /** creation + request_expires days (company config at the time of the request). */
    expires_at: string;
  };
};

/** Staff asked to send the request again (POST /resend); the outbox sends it. */
/** With expires_at: the request had expired, and the resend opens its link again until then. */
export type EmailResent = { type: 'EmailResent'; data: { emailId: string; expires_at?: string } };

/** The reminder scheduler found a reminder or the sender's warning due; the outbox sends it. */
export type EmailReminderDue = {
  type: 'EmailReminderDue';
  data: { emailId: string; kind: 'reminder' | 'sender_warning'; number: number };
};

/** The SMTP server accepted the message sent for the event `sourceEventId`. */
export type EmailSent = {
  type: 'EmailSent';
  data: { emailId: string; kind: EmailSendKind; sourceEventId: string; messageId: string };
};

/** The SMTP server refused it (or it could not be reached after every attempt). */
export type EmailFailed = {
  type: 'EmailFailed';
  data: { emailId: string; kind: EmailSendKind; sourceEventId: string; error: string };
};

/** Reminders turned off (true) or on again, by staff or by the recipient's unsubscribe link. */
export type EmailOptOutChanged = {
  type: 'EmailOptOutChanged';
  data: { emailId: string; opt_out: boolean; by: 'staff' | 'recipient' };
};

/** The request passed its expiry date: no more reminders. */
export type EmailExpired = { type: 'EmailExpired'; data: { emailId: string } };

export type JobEvent =
  | JobCreated
  | JobSettingsUpdated
  | CustomerValuesSubmitted
  | CustomerValueAccepted
  | CustomerValuesCleared
  | AnswersSaved
  | JobFinalized
  | JobReopened
  | JobImportRequested
  | JobImported
  | JobImportFailed
  | JobArchived
  | JobExported
  | JobViewed
  | JobDeleted
  | NoteAdded
  | NoteDeleted
  | AttachmentAdded
  | AttachmentRemoved
  | ShareLinkCreated
  | ShareLinkStatusChanged
  | ShareLinkSubmitted
  | EmailRequested
  | EmailResent
  | EmailReminderDue
  | EmailSent
  | EmailFailed
  | EmailOptOutChanged
  | EmailExpired;

export type JobEventType = JobEvent['type'];

/**
 * The schema version each event type is written with. JobCreated 1 was the spine slice's
 * `{ jobId, name }` (and JobRenamed its rename); the backend upcasts those when it reads them.
 */
export const JOB_EVENT_SCHEMA_VERSION: Record<JobEventType, number> = {
  JobCreated: 2,
  JobSettingsUpdated: 1,
  CustomerValuesSubmitted: 1,
  CustomerValueAccepted: 1,
  CustomerValuesCleared: 1,
  AnswersSaved: 1,
  JobFinalized: 1,
  JobReopened: 1,
  JobImportRequested: 1,
  JobImportFailed: 1,
  JobImported: 1,
  JobArchived: 1,
  JobExported: 1,
  JobViewed: 1,
  JobDeleted: 1,
  NoteAdded: 1,
  NoteDeleted: 1,
  AttachmentAdded: 1,
  AttachmentRemoved: 1,
  ShareLinkCreated: 1,
  ShareLinkStatusChanged: 1,
  ShareLinkSubmitted: 1,
  EmailRequested: 1,
  EmailResent: 1,
  EmailReminderDue: 1,
  EmailSent: 1,
  EmailFailed: 1,
  EmailOptOutChanged: 1,
  EmailExpired: 1,
};

export const JOB_EVENT_TYPES = Object.keys(JOB_EVENT_SCHEMA_VERSION) as JobEventType[];

/**
 * Events that record something done with the job rather than to it: they leave the lists' "last
 * change" where it was, and a client's expected revision is not stale because of them (a view or
 * an export never makes an open form report a conflict).
 */
export const JOB_RECORD_ONLY_EVENTS: ReadonlySet<JobEventType> = new Set([
  'JobExported',
  'JobViewed',
]);

export function jobStreamId(jobId: string): string {
  return `job-${jobId}`;
}
