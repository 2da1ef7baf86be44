import type { PoolClient } from 'pg';
import type { EmailSendKind } from '@job-intake/contracts/jobs/job-events';
import type { ProjectionEvent } from '../event-store/event-store.port';
import { upcastJobEvent } from '../jobs/domain/job-event-upcasting';
import { escapeHtml } from '../shared/escape-html';
import { jobIdOfStream } from '../jobs/domain/job-stream';
import { UsersDirectory, type Contact } from '../users/users.directory';
import { messageIdOf } from './email-request-message';
import type { Notice, OutboxEmailRow } from './notification-notices';

interface FollowUp {
  readonly recorded: ProjectionEvent;
  readonly jobId: string;
  readonly emailId: string;
  readonly kind: Exclude<EmailSendKind, 'request'>;
}

function followUpOf(recorded: ProjectionEvent): FollowUp | undefined {
  const event = upcastJobEvent(recorded);
  const jobId = jobIdOfStream(recorded.streamId);
  if (!jobId) return undefined;
  if (event?.type === 'EmailResent')
    return { recorded, jobId, emailId: event.data.emailId, kind: 'resend' };
  if (event?.type === 'EmailReminderDue')
    return { recorded, jobId, emailId: event.data.emailId, kind: event.data.kind };
  return undefined;
}

/**
 * Resends and reminders of the batch: the request's own messages (its rows in the outbox, or
 * queued by this batch) again, each under the new event's Message-ID; a sender's warning goes to
 * the staff user who asked instead. A request never queued (unknown here) sends nothing.
 */
export async function emailFollowUpNotices(
  db: PoolClient,
  events: readonly ProjectionEvent[],
  queued: readonly OutboxEmailRow[],
): Promise<Notice[]> {
  const followUps = events.map(followUpOf).filter((followUp): followUp is FollowUp => !!followUp);
  if (followUps.length === 0) return [];
  const requests = await requestRows(db, followUps, queued);
  const staff = await staffById(db, [...requests.values()].flat());
  return followUps.map((followUp) => {
    const rows = requests.get(followUp.emailId) ?? [];
    const emails =
      followUp.kind === 'sender_warning'
        ? warningRows(followUp, rows, staff)
        : rows.map((row) => again(followUp, row, followUp.kind === 'reminder' ? 'Reminder: ' : ''));
    return { recorded: followUp.recorded, jobId: followUp.jobId, emails };
  });
}

function again(followUp: FollowUp, row: OutboxEmailRow, prefix: string): OutboxEmailRow {
  return {
    ...row,
    dedupe_key: `email-${followUp.kind}:${followUp.recorded.id}:${row.recipient.toLowerCase()}`,
    subject: `${prefix}${row.subject}`,
    message_id: messageIdOf(followUp.recorded.id, row.recipient),
    kind: followUp.kind,
    source_event_id: followUp.recorded.id,
  };
}

/** One e-mail to the staff user who asked: the request is still unanswered and expires soon. */
function warningRows(
  followUp: FollowUp,
  rows: readonly OutboxEmailRow[],
  staff: ReadonlyMap<string, Contact>,
): OutboxEmailRow[] {
  const [first] = rows;
  const sender = first?.requested_by ? staff.get(first.requested_by) : undefined;
  if (!first || !sender) return [];
  const recipients = rows.map((row) => row.recipient).join(', ');
  const lines = [
    `Hello ${sender.name},`,
    '',
    `Your e-mail request "${first.subject}" to ${recipients} has not been answered yet and expires soon.`,
  ];
  const warning = again(followUp, { ...first, recipient: sender.email }, 'Not answered yet: ');
  return [
    {
      ...warning,
      body: lines.join('\n'),
      html: lines.map(escapeHtml).join('<br>\n'),
    },
  ];
}

async function requestRows(
  db: PoolClient,
  followUps: readonly FollowUp[],
  queued: readonly OutboxEmailRow[],
): Promise<Map<string, OutboxEmailRow[]>> {
  const { rows: stored } = await db.query<OutboxEmailRow>(
    `SELECT dedupe_key, company_id, job_id, recipient, subject, body, html, message_id, email_id,
       kind, source_event_id, requested_by
     FROM outbox_emails WHERE kind = 'request' AND email_id = ANY($1::uuid[])
     ORDER BY recipient`,
    [[...new Set(followUps.map((followUp) => followUp.emailId))]],
  );
  const byEmail = new Map<string, OutboxEmailRow[]>();
  const seen = new Set<string>();
  for (const row of [...stored, ...queued.filter((row) => row.kind === 'request')]) {
    if (!row.email_id || seen.has(row.dedupe_key)) continue;
    seen.add(row.dedupe_key);
    byEmail.set(row.email_id, [...(byEmail.get(row.email_id) ?? []), row]);
  }
  return byEmail;
}

function staffById(db: PoolClient, rows: readonly OutboxEmailRow[]): Promise<Map<string, Contact>> {
  return new UsersDirectory(db).contactsOf(
    rows.flatMap((row) => (row.requested_by ? [row.requested_by] : [])),
  );
}
