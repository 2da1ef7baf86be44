import type { EmailStatus } from '@job-intake/contracts/emails/emails-api';
import type { EmailSendKind, JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { ProjectionEvent } from '../../event-store/event-store.port';
import { upcastJobEvent } from '../domain/job-event-upcasting';
import { jobIdOfStream } from '../domain/job-stream';

/** An email_log row by column name, as `jsonb_populate_recordset` takes it. */
export interface EmailLogRow {
  id: string;
  job_id: string;
  company_id: string | null;
  link_id: string;
  recipients: string[];
  sender: string;
  subject: string;
  body: string;
  status: EmailStatus;
  error: string | null;
  opt_out: boolean;
  unsubscribe: string;
  /** How many times staff resent the request (each with the request's own link). */
  resends: number;
  reminders_sent: number;
  last_reminder_date: string | null;
  expires_at: string;
  created_at: string;
  sent_at: string | null;
  updated_at: string;
}

/** The e-mail an e-mail event is about, or undefined for any other event. */
export function emailIdOf(recorded: ProjectionEvent): string | undefined {
  const event = upcastJobEvent(recorded);
  switch (event?.type) {
    case 'EmailRequested':
    case 'EmailResent':
    case 'EmailSent':
    case 'EmailFailed':
    case 'EmailOptOutChanged':
    case 'EmailExpired':
      return event.data.emailId;
    default:
      return undefined;
  }
}

/** The sender's warning goes to the sender: it says nothing of the request's delivery. */
const reachesRecipients = (kind: EmailSendKind) => kind !== 'sender_warning';

/**
 * The e-mail's row after the event (undefined: the event changes no e-mail). An event about an
 * e-mail the table does not hold changes nothing, as the decider's fold ignores it.
 */
export function foldEmailEvent(
  row: EmailLogRow | undefined,
  recorded: ProjectionEvent,
): EmailLogRow | undefined {
  const event = upcastJobEvent(recorded);
  const jobId = jobIdOfStream(recorded.streamId);
  if (!jobId || !event) return undefined;
  const { companyId, occurredAt } = recorded.metadata;
  if (event.type === 'EmailRequested') {
    if (row) throw new Error(`E-mail ${event.data.emailId} is requested twice`);
    const { emailId, linkId, to, from, subject, body, opt_out, unsubscribe, expires_at } =
      event.data;
    return {
      id: emailId,
      job_id: jobId,
      company_id: companyId,
      link_id: linkId,
      recipients: [...to],
      sender: from,
      subject,
      body,
      status: 'pending',
      error: null,
      opt_out,
      unsubscribe,
      resends: 0,
      reminders_sent: 0,
      last_reminder_date: null,
      expires_at,
      created_at: occurredAt,
      sent_at: null,
      updated_at: occurredAt,
    };
  }
  if (!row) return undefined;
  const next = change(row, event, occurredAt);
  // Expired until a resend reopens it: a send that lands after the expiry (queued before it)
  // keeps it Expired.
  const reopened = event.type === 'EmailResent' && event.data.expires_at !== undefined;
  return next && row.status === 'expired' && !reopened ? { ...next, status: 'expired' } : next;
}

function change(row: EmailLogRow, event: JobEvent, occurredAt: string): EmailLogRow | undefined {
  const at = { ...row, updated_at: occurredAt };
  switch (event.type) {
    case 'EmailResent': {
      const expires_at = event.data.expires_at ?? row.expires_at;
      return { ...at, status: 'pending', error: null, resends: row.resends + 1, expires_at };
    }
    case 'EmailSent':
      return reachesRecipients(event.data.kind) ? sent(at, event.data.kind, occurredAt) : at;
    case 'EmailFailed':
      return reachesRecipients(event.data.kind)
        ? { ...at, status: 'error', error: event.data.error }
        : at;
    case 'EmailOptOutChanged':
      return { ...at, opt_out: event.data.opt_out };
    case 'EmailExpired':
      return { ...at, status: 'expired' };
    default:
      return undefined;
  }
}

function sent(row: EmailLogRow, kind: EmailSendKind, occurredAt: string): EmailLogRow {
  const accepted: EmailLogRow = { ...row, status: 'sent', error: null, sent_at: occurredAt };
  if (kind !== 'reminder') return accepted;
  return { ...accepted, reminders_sent: row.reminders_sent + 1, last_reminder_date: occurredAt };
}
