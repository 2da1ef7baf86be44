import type { OutgoingMail } from '../mail/mailer.port';
import { withPublicOrigin } from './email-request-message';
import { withJobLink } from './job-assigned-email';

/** An outbox row claimed for sending. */
export interface ClaimedEmail {
  id: string;
  job_id: string | null;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  html: string | null;
  message_id: string | null;
  /** Set for an e-mail request's message: its outcome goes to the job's stream. */
  email_id: string | null;
  /** The trace of the event that queued it (null: queued while tracing was off). */
  traceparent: string | null;
}

/**
 * The message of an outbox row: a notification's body gets the job page's address; an e-mail
 * request's (rendered by the processor) the public origin, its HTML part and its Message-ID.
 */
export function outgoingMail(email: ClaimedEmail, origin: string): OutgoingMail {
  if (!email.email_id) {
    return {
      to: email.recipient,
      subject: email.subject,
      text: withJobLink(email.body, origin, email.job_id),
    };
  }
  return {
    to: email.recipient,
    subject: withPublicOrigin(email.subject, origin),
    text: withPublicOrigin(email.body, origin),
    ...(email.html ? { html: withPublicOrigin(email.html, origin) } : {}),
    ...(email.message_id ? { messageId: email.message_id } : {}),
  };
}

/** The SMTP server refused for good (a 5xx reply): trying again would not help. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}
