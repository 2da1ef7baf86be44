import type { PoolClient } from 'pg';
import type { ProjectionEvent } from '../event-store/event-store.port';
import type { Projection } from '../projections/projection';
import { assignmentNotices } from './job-notification-rows';
import { emailFollowUpNotices } from './email-follow-up-notices';
import { emailRequestNotices } from './email-request-notices';
import { linkSubmittedNotices } from './link-submitted-notices';
import { noticeEventRow } from './notification-notices';
import { workflowNotices } from './workflow-notices';

/**
 * A side effect on the store's checkpointed subscription (ADR 0002), never the in-memory bus:
 * when a job is assigned to a workflow step, one e-mail per user of the step's role, and when a
 * guest submits a share link, one e-mail to the job's creator, go into outbox_emails, in the
 * transaction that moves this processor's checkpoint; so does every recipient of an e-mail
 * request (EmailRequested, rendered with its merge fields), of its resends and reminders, and the
 * sender's warning; a finalized or re-opened job tells its new workflow step's users, an imported
 * one its creator (workflow-notices.ts). The OutboxSender sends them.
 *
 * It writes side effects, not a read model, so a rebuild replays it in place: replaying finds the
 * event in job_notification_events and adds nothing (and an e-mail's dedupe key, event id plus
 * user id, is unique besides), so a rebuild never sends anything again, not even to users who
 * joined the role since. The hash covers what it wrote, not the sender's delivery columns.
 *
 * A batch takes a few set-based statements, none per event: the read-model rows each kind of
 * event needs (steps' users, jobs' creators, requests' merge values and links, the requests a
 * resend or reminder repeats), the events it has not seen yet (one insert that skips the others),
 * and their e-mails. A request whose job or link the read models do not hold yet throws: the
 * batch is retried after a pause, never skipped.
 */
export const jobNotificationsProjection: Projection = {
  name: 'job-notifications',
  eventTypes: [
    'JobCreated',
    'ShareLinkSubmitted',
    'ShareLinkCreated',
    'EmailRequested',
    'EmailResent',
    'EmailReminderDue',
    'JobFinalized',
    'JobReopened',
    'JobImported',
  ],
  writes: 'side-effects',
  tables: [
    { name: 'job_notification_events', orderBy: 'event_id' },
    {
      name: 'outbox_emails',
      orderBy: 'dedupe_key',
      hashedColumns: [
        'dedupe_key',
        'company_id',
        'job_id',
        'recipient',
        'subject',
        'body',
        'html',
        'message_id',
        'email_id',
        'kind',
        'source_event_id',
        'requested_by',
      ],
    },
  ],

  apply(event: ProjectionEvent, db: PoolClient): Promise<void> {
    return applyJobNotificationsBatch([event], db);
  },
  applyBatch: applyJobNotificationsBatch,
};

async function applyJobNotificationsBatch(
  events: readonly ProjectionEvent[],
  db: PoolClient,
): Promise<void> {
  const requests = await emailRequestNotices(db, events);
  const notices = [
    ...(await assignmentNotices(db, events)),
    ...(await linkSubmittedNotices(db, events)),
    ...(await workflowNotices(db, events)),
    ...requests,
    ...(await emailFollowUpNotices(
      db,
      events,
      requests.flatMap((notice) => notice.emails),
    )),
  ];
  if (notices.length === 0) return;
  const { rows: firsts } = await db.query<{ event_id: string }>(
    `INSERT INTO job_notification_events
     SELECT * FROM jsonb_populate_recordset(NULL::job_notification_events, $1::jsonb)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [JSON.stringify(notices.map(noticeEventRow))],
  );
  const first = new Set(firsts.map((row) => row.event_id));
  const emails = notices
    .filter((notice) => first.has(notice.recorded.id))
    .flatMap(({ emails, recorded }) =>
      emails.map((email) => ({ ...email, traceparent: recorded.metadata.traceparent })),
    );
  if (emails.length === 0) return;
  await db.query(
    `INSERT INTO outbox_emails (dedupe_key, company_id, job_id, recipient, subject, body, html,
       message_id, email_id, kind, source_event_id, requested_by, traceparent)
     SELECT dedupe_key, company_id, job_id, recipient, subject, body, html, message_id, email_id,
       kind, source_event_id, requested_by, traceparent
     FROM jsonb_populate_recordset(NULL::outbox_emails, $1::jsonb)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [JSON.stringify(emails)],
  );
}
