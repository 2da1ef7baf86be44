import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../event-store/event-store.port';
import { upcastJobEvent } from '../jobs/domain/job-event-upcasting';
import type { Projection } from '../projections/projection';
import { jobAssignedEmail } from './job-assigned-email';

interface Recipient {
  user_id: string;
  name: string;
  email: string;
  role_name: string;
  company_name: string;
}

/**
 * A side effect on the store's checkpointed subscription (ADR 0002), never the in-memory bus:
 * when a job is assigned to a workflow step, one e-mail per user of the step's role goes into
 * outbox_emails, in the transaction that moves this processor's checkpoint. The OutboxSender
 * sends them.
 *
 * It writes side effects, not a read model, so a rebuild replays it in place: replaying finds the
 * event in job_notification_events and adds nothing (and an e-mail's dedupe key, event id plus
 * user id, is unique besides), so a rebuild never sends anything again, not even to users who
 * joined the role since. The hash covers what it wrote, not the sender's delivery columns.
 */
export const jobNotificationsProjection: Projection = {
  name: 'job-notifications',
  eventTypes: ['JobCreated'],
  writes: 'side-effects',
  tables: [
    { name: 'job_notification_events', orderBy: 'event_id' },
    {
      name: 'outbox_emails',
      orderBy: 'dedupe_key',
      hashedColumns: ['dedupe_key', 'company_id', 'job_id', 'recipient', 'subject', 'body'],
    },
  ],

  async apply(recorded: RecordedEvent, db: PoolClient): Promise<void> {
    const event = upcastJobEvent(recorded);
    if (event?.type !== 'JobCreated' || !event.data.workflow_step_id) return;
    const first = await db.query(
      `INSERT INTO job_notification_events (event_id, job_id, recipients, occurred_at)
       VALUES ($1, $2, 0, $3) ON CONFLICT (event_id) DO NOTHING`,
      [recorded.id, event.data.jobId, recorded.metadata.occurredAt],
    );
    if (first.rowCount === 0) return;

    const { rows: recipients } = await db.query<Recipient>(
      `SELECT u.id AS user_id, u.name, u.email, r.name AS role_name, c.name AS company_name
       FROM workflow_steps s
       JOIN roles r ON r.id = s.role_id
       JOIN companies c ON c.id = s.company_id
       JOIN memberships m ON m.role_id = s.role_id AND m.company_id = s.company_id
       JOIN users u ON u.id = m.user_id
       WHERE s.id = $1
       ORDER BY u.email`,
      [event.data.workflow_step_id],
    );
    for (const recipient of recipients) {
      const mail = jobAssignedEmail({
        companyName: recipient.company_name,
        jobName: event.data.settings.name,
        creatorName: event.data.creator_name,
        recipientName: recipient.name,
        roleName: recipient.role_name,
      });
      await db.query(
        `INSERT INTO outbox_emails (dedupe_key, company_id, job_id, recipient, subject, body)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (dedupe_key) DO NOTHING`,
        [
          `job-assigned:${recorded.id}:${recipient.user_id}`,
          recorded.metadata.companyId,
          event.data.jobId,
          recipient.email,
          mail.subject,
          mail.body,
        ],
      );
    }
    await db.query('UPDATE job_notification_events SET recipients = $2 WHERE event_id = $1', [
      recorded.id,
      recipients.length,
    ]);
  },
};
