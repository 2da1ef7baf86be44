import { DEFAULT_CONFIG_SETTINGS } from '../identity/company-api';

/**
 * E-mail requests (spec sections 2, 3, 4, 5, 7, 8, 9): staff ask customers for job data by
 * e-mail, each request with its own share link; the outbox sends it from the store's
 * subscription. Staff calls need a bearer token and the `projects` permission; another
 * company's job or e-mail is 404.
 */

/** pending: not sent yet; sent; error: refused (see `error`); expired: past its expiry date. */
export type EmailStatus = 'pending' | 'sent' | 'error' | 'expired';

/** One row of the e-mail history (spec: E-mail record). */
export interface EmailDto {
  id: string;
  job_id: string;
  /** The recipients, comma separated. */
  to: string;
  from: string;
  /** As sent, merge fields filled (as typed while the request waits for the outbox). */
  subject: string;
  /** As typed. */
  body: string;
  status: EmailStatus;
  /** The server's error of the last failed send ('Error sending email: {error}' in the UI). */
  error: string | null;
  /** The uuid of the request's share link. */
  uuid: string;
  /** The link uuid each resend went out with (the request's own link). */
  resend_uuids: string[];
  /** Reminders off. */
  opt_out: boolean;
  /** When the last reminder went out, or null. */
  last_reminder_date: string | null;
  reminders_sent: number;
  expires_at: string;
  created_at: string;
  /** When the SMTP server last accepted it, or null. */
  sent_at: string | null;
}

/** GET /job/{id}/emails: the job's e-mails, newest first. */
export interface JobEmailsResponse {
  emails: EmailDto[];
}

/** At most this many recipients in one request. */
export const EMAIL_MAX_RECIPIENTS = 20;
export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_ROWS = 9;
export const EMAIL_BODY_MAX_LENGTH = 20_000;
/** An address is at most 254 characters (RFC 5321); the list holds a comma and space between. */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
export const EMAIL_TO_MAX_LENGTH = EMAIL_MAX_RECIPIENTS * (EMAIL_ADDRESS_MAX_LENGTH + 2);

export const INVALID_RECIPIENTS_MESSAGE =
  'Error in email(s) entered. Please check input and try again.';
export const NO_UUID_MESSAGE = 'no valid uuid value found';
export const OPT_OUT_ERROR_MESSAGE =
  'Error updating Optout option for email reminders. Contact Support';
export const sendErrorMessage = (error: string) => `Error sending email: ${error}`;

/** Spec section 4: Resend is sent after 3 seconds; an opt-out change takes effect after 0.5 s. */
export const RESEND_DELAY_MS = 3_000;
export const OPT_OUT_DELAY_MS = 500;

/**
 * POST /email: a new request. `to` is comma separated (each trimmed and checked, at most
 * EMAIL_MAX_RECIPIENTS; CR or LF anywhere is 400); subject 1–200 characters; body required;
 * `sections` the job form's sections the request's share link covers (all when absent); `from`
 * defaults to the company's config_settings.from. Answer 201. The compose dialog sends `opt_out`
 * true when the company sends no reminders (config_settings.send_reminders).
 */
export interface SendEmailRequest {
  id: string;
  to: string;
  subject: string;
  body: string;
  from?: string;
  opt_out?: boolean;
  sections?: string[];
}

export interface SendEmailResponse {
  status: 'complete' | 'error';
  results: { email: EmailDto }[];
  message?: string;
}

/**
 * GET /emailSettings (projects permission): what the compose dialog starts from, the company's
 * default subject and body and whether it sends reminders at all (its config_settings).
 */
export interface EmailComposeSettings {
  subject: string;
  body: string;
  send_reminders: boolean;
}

/** The settings of a company that never changed its config_settings (spec section 9). */
export const DEFAULT_EMAIL_COMPOSE_SETTINGS: EmailComposeSettings = {
  subject: DEFAULT_CONFIG_SETTINGS.subject,
  body: DEFAULT_CONFIG_SETTINGS.body,
  send_reminders: DEFAULT_CONFIG_SETTINGS.send_reminders,
};

/** POST /resend: send the request again (its uuid must be the request's link uuid). */
export interface ResendEmailRequest {
  email_id: string;
  uuid: string;
  job_id: string;
}

export interface ResendEmailResponse {
  status: 'success';
  email: EmailDto;
}

/** POST /optOut: turn the request's reminders off (opt_out true) or on again. */
export interface OptOutRequest {
  id: string;
  opt_out: boolean;
}

export interface OptOutResponse {
  status: 'success';
  email: EmailDto;
}

/**
 * GET /unsubscribe/{token} (no login): which request the link in an e-mail stops; POST
 * /unsubscribe/{token} stops its reminders. Unknown token 404.
 */
export interface UnsubscribeResponse {
  job_name: string;
  opt_out: boolean;
}

/** Merge fields a template may use (spec section 9); others are left as typed. */
export const MERGE_FIELDS = [
  'link_address',
  'job_number',
  'customer_name',
  'job_name',
  'company_name',
  'user_name',
  'user_email',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

/** The merge fields a job may leave without a value: no customer preset, no reference. */
export const OPTIONAL_MERGE_FIELDS = ['customer_name', 'job_number'] as const;

/** How a merge field without a value is named to staff before they send. */
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  link_address: 'link address',
  job_number: 'job number',
  customer_name: 'customer name',
  job_name: 'job name',
  company_name: 'company name',
  user_name: 'your name',
  user_email: 'your e-mail',
};

/** An e-mail template of the company (spec: Email template). */
export interface EmailTemplateDto {
  id: string;
  title: string;
  subject: string;
  body: string;
}

/** GET /emailTemplates: the company's templates, by title. */
export type EmailTemplatesResponse = EmailTemplateDto[];

/** POST /emailTemplate and PATCH /emailTemplate/{id}: title, subject and body required. */
export interface EmailTemplateRequest {
  title: string;
  subject: string;
  body: string;
}

export const EMAIL_TEMPLATE_TITLE_MAX_LENGTH = 100;

/**
 * POST /emailTemplate/preview: the editor's live preview, rendered on the server by the same
 * renderer as the e-mails (handlebars compiles with `new Function`, which the app's CSP refuses
 * in the browser), with sample values of a made-up job of the caller's company.
 */
export interface EmailTemplatePreviewRequest {
  subject: string;
  body: string;
  /** Preview for a sample job without the values a job may lack (OPTIONAL_MERGE_FIELDS). */
  without_optional?: boolean;
}

/**
 * The subject and the text part as a recipient reads them (the user's text escaped in `html`),
 * and the merge fields the text uses that have no value (rendered without them, see
 * renderEmail), for staff to see before they send.
 */
export interface EmailPreviewResponse {
  subject: string;
  text: string;
  html: string;
  empty_fields: MergeField[];
}

export type EmailTemplatePreviewResponse = EmailPreviewResponse;

/**
 * POST /job/{id}/email/preview (projects permission): the compose dialog's subject and body
 * rendered by the e-mails' renderer with this job's values and the caller as sender. The
 * request's own link is made when it is sent, so the link reads `{origin}/link/…`.
 */
export type JobEmailPreviewRequest = Pick<EmailTemplatePreviewRequest, 'subject' | 'body'>;

/** The link address in a compose preview: the request's link is made on Send. */
export const PREVIEW_LINK_ID = '…';
