import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_MAX_RECIPIENTS,
  EMAIL_SUBJECT_MAX_LENGTH,
  INVALID_RECIPIENTS_MESSAGE,
  NO_UUID_MESSAGE,
} from '@job-intake/contracts/emails/emails-api';
import { isEmail } from '@job-intake/contracts/job-form/patterns';
import type {
  EmailFailed,
  EmailRequested,
  EmailSent,
  JobEvent,
} from '@job-intake/contracts/jobs/job-events';
import { SHARE_LINK_LABEL_MAX_LENGTH } from '@job-intake/contracts/jobs/jobs-api';
import { DomainError } from '../../../shared/domain-error';
import { SHARE_LINK_COMPLETE, validShareLink } from '../share-links/share-link.decisions';
import { isExpired } from './email-expiry';
import type { EmailRequestsJob, EmailRequestsState, EmailState } from './email-requests.decider';

export const EMAIL_NOT_FOUND = 'E-mail not found';

/** A new request: `to` as typed (comma separated); its own share link covers `sections`. */
export type RequestEmailData = Omit<EmailRequested['data'], 'to'> & {
  readonly to: string;
  readonly uuid: string;
  readonly sections: readonly string[];
  readonly form: FormSnapshot | null;
};

/**
 * Staff's Send: the request's own share link, labelled with its recipients, then the request.
 * CR or LF in a header (to, from, subject) is refused: it would inject headers.
 */
export function requestEmail(data: RequestEmailData): JobEvent[] {
  const to = recipients(data.to);
  const from = headerText('from', data.from);
  const subject = headerText('subject', data.subject);
  if (subject.length > EMAIL_SUBJECT_MAX_LENGTH)
    throw new DomainError(
      'invalid',
      `subject must be at most ${EMAIL_SUBJECT_MAX_LENGTH} characters`,
    );
  if (!data.body.trim()) throw new DomainError('invalid', 'body should not be empty');
  if (data.body.length > EMAIL_BODY_MAX_LENGTH)
    throw new DomainError('invalid', `body must be at most ${EMAIL_BODY_MAX_LENGTH} characters`);
  const { emailId, linkId, uuid, sections, form } = data;
  const link = validShareLink(
    { linkId, uuid, label: linkLabel(to), sections: [...sections] },
    form,
  );
  const { opt_out, unsubscribe, expires_at, body } = data;
  return [
    { type: 'ShareLinkCreated', data: link },
    {
      type: 'EmailRequested',
      data: { emailId, linkId, to, from, subject, body, opt_out, unsubscribe, expires_at },
    },
  ];
}

/** A resend at `now`; renewedExpiry: when the request expires if this resend reopens it. */
export type ResendEmailData = { emailId: string; uuid: string; renewedExpiry: string; now: Date };

/**
 * Resend: with the request's own link uuid, while its link is not complete. A request past its
 * expiry (recorded or not) is open again until renewedExpiry: its link takes answers again.
 */
export function resendEmail(job: EmailRequestsJob, data: ResendEmailData): JobEvent[] {
  const email = requireEmail(job, data.emailId);
  const link = job.links.get(email.linkId);
  if (!link || link.uuid !== data.uuid) throw new DomainError('invalid', NO_UUID_MESSAGE);
  if (link.status === 'complete') throw new DomainError('conflict', SHARE_LINK_COMPLETE);
  const reopened = isExpired(email, data.now) ? { expires_at: data.renewedExpiry } : {};
  return [{ type: 'EmailResent', data: { emailId: data.emailId, ...reopened } }];
}

/** Reminders off or on again, by staff or the recipient's unsubscribe link; unchanged is a no-op. */
export function setEmailOptOut(
  job: EmailRequestsState,
  data: { emailId: string; opt_out: boolean; by: 'staff' | 'recipient' },
): JobEvent[] {
  const email = requireEmail(job, data.emailId);
  if (email.opt_out === data.opt_out) return [];
  return [{ type: 'EmailOptOutChanged', data }];
}

export function requireEmail(job: EmailRequestsState, emailId: string): EmailState {
  const email = job.emails.get(emailId);
  if (!email) throw new DomainError('not_found', EMAIL_NOT_FOUND);
  return email;
}

/** Each comma-separated address trimmed and checked; empty pieces (a trailing comma) dropped. */
function recipients(typed: string): string[] {
  if (/[\r\n]/.test(typed)) throw new DomainError('invalid', 'to must not contain line breaks');
  const to = [
    ...new Set(
      typed
        .split(',')
        .map((piece) => piece.trim())
        .filter(Boolean),
    ),
  ];
  if (to.length === 0 || !to.every(isEmail))
    throw new DomainError('invalid', INVALID_RECIPIENTS_MESSAGE);
  if (to.length > EMAIL_MAX_RECIPIENTS)
    throw new DomainError('invalid', `to may name at most ${EMAIL_MAX_RECIPIENTS} recipients`);
  return to;
}

function headerText(field: string, value: string): string {
  if (/[\r\n]/.test(value))
    throw new DomainError('invalid', `${field} must not contain line breaks`);
  const trimmed = value.trim();
  if (!trimmed) throw new DomainError('invalid', `${field} should not be empty`);
  return trimmed;
}

/** The link's label is its recipients, shortened to what a label holds. */
function linkLabel(to: readonly string[]): string {
  const label = to.join(', ');
  if (label.length <= SHARE_LINK_LABEL_MAX_LENGTH) return label;
  return `${label.slice(0, SHARE_LINK_LABEL_MAX_LENGTH - 1)}…`;
}

/** How one outbox e-mail of a request went; resultId names that e-mail (its outbox row). */
export interface EmailResultData {
  readonly resultId: string;
  readonly result: EmailSent | EmailFailed;
}

/**
 * The outbox's report of a sent or failed e-mail, recorded once: a report repeated after a crash
 * or by a second instance finds its result (by id) on the request and records nothing.
 */
export function recordEmailResult(
  job: EmailRequestsState,
  { resultId, result }: EmailResultData,
): JobEvent[] {
  const email = job.emails.get(result.data.emailId);
  if (!email) throw new DomainError('not_found', EMAIL_NOT_FOUND);
  return email.results.has(resultId) ? [] : [result];
}
