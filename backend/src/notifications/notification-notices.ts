import type { ProjectionEvent } from '../event-store/event-store.port';

/** A job_notification_events row: the event was handled, with this many e-mails. */
export interface NotificationEventRow {
  event_id: string;
  job_id: string;
  recipients: number;
  occurred_at: string;
}

/** An outbox_emails row as the processor writes it (the sender fills in the rest). */
export interface OutboxEmailRow {
  dedupe_key: string;
  company_id: string | null;
  job_id: string;
  recipient: string;
  subject: string;
  body: string;
  /** E-mail requests only: their HTML part, Message-ID and what the sender reports back. */
  html?: string;
  message_id?: string;
  email_id?: string;
  kind?: string;
  source_event_id?: string;
  /** The staff user who asked for the e-mail request (told when it goes unanswered). */
  requested_by?: string | null;
  /** The trace of the event that queued it, when tracing was on. */
  traceparent?: string;
}

/** What one event tells whom: its e-mails, queued only the first time the event is seen. */
export interface Notice {
  readonly recorded: ProjectionEvent;
  readonly jobId: string;
  readonly emails: readonly OutboxEmailRow[];
}

export function noticeEventRow(notice: Notice): NotificationEventRow {
  return {
    event_id: notice.recorded.id,
    job_id: notice.jobId,
    recipients: notice.emails.length,
    occurred_at: notice.recorded.metadata.occurredAt,
  };
}

/** One e-mail about an event's job to one user, keyed by kind, event and user: queued once. */
export function outboxEmailRow(
  kind: string,
  about: { readonly recorded: ProjectionEvent; readonly jobId: string },
  user: { readonly user_id: string; readonly email: string },
  mail: { readonly subject: string; readonly body: string },
): OutboxEmailRow {
  return {
    dedupe_key: `${kind}:${about.recorded.id}:${user.user_id}`,
    company_id: about.recorded.metadata.companyId,
    job_id: about.jobId,
    recipient: user.email,
    subject: mail.subject,
    body: mail.body,
  };
}
