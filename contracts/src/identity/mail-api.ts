/**
 * The local e-mail catcher (no SMTP_URL configured): the messages the app sent, as
 * GET /dev/mail lists them for the /dev/mail page and the end-to-end tests.
 */
export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  /** ISO 8601 */
  date: string;
  text: string;
}

/** GET /dev/mail (404 when e-mail goes to a real SMTP server). Newest first. */
export interface CaughtMailList {
  messages: CaughtMail[];
}

/** GET /dev/mail/status: whether the catcher is there for this caller. */
export interface MailCatcherStatus {
  active: boolean;
}
