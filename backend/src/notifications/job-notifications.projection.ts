import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { Projection } from '../projections/projection';
import {
  assignedEmailRows,
  jobAssignmentOf,
  notificationEventRow,
  type JobAssignment,
  type Recipient,
} from './job-notification-rows';

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
 *
 * A batch takes three statements: the recipients of every step it assigns to, the events it has
 * not seen yet (one insert that skips the others), and their e-mails.
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

  apply(event: RecordedEvent, db: PoolClient): Promise<void> {
    return applyJobNotificationsBatch([event], db);
  },
  applyBatch: applyJobNotificationsBatch,
};

async function applyJobNotificationsBatch(
  events: readonly RecordedEvent[],
  db: PoolClient,
): Promise<void> {
  const assignments = events
    .map(jobAssignmentOf)
    .filter((assignment): assignment is JobAssignment => assignment !== undefined);
  if (assignments.length === 0) return;
  const recipients = await recipientsByStep(db, assignments);
  const of = (assignment: JobAssignment) => recipients.get(assignment.stepId) ?? [];
  const { rows: firsts } = await db.query<{ event_id: string }>(
    `INSERT INTO job_notification_events
     SELECT * FROM jsonb_populate_recordset(NULL::job_notification_events, $1::jsonb)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [
      JSON.stringify(
        assignments.map((assignment) => notificationEventRow(assignment, of(assignment))),
      ),
    ],
  );
  const first = new Set(firsts.map((row) => row.event_id));
  const emails = assignments
    .filter((assignment) => first.has(assignment.recorded.id))
    .flatMap((assignment) => assignedEmailRows(assignment, of(assignment)));
  if (emails.length === 0) return;
  await db.query(
    `INSERT INTO outbox_emails (dedupe_key, company_id, job_id, recipient, subject, body)
     SELECT dedupe_key, company_id, job_id, recipient, subject, body
     FROM jsonb_populate_recordset(NULL::outbox_emails, $1::jsonb)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [JSON.stringify(emails)],
  );
}

/** The users of each step's role, by e-mail address. */
async function recipientsByStep(
  db: PoolClient,
  assignments: readonly JobAssignment[],
): Promise<Map<string, Recipient[]>> {
  const { rows } = await db.query<Recipient>(
    `SELECT asked.step_id, u.id AS user_id, u.name, u.email, r.name AS role_name,
       c.name AS company_name
     FROM unnest($1::text[]) AS asked (step_id)
     JOIN workflow_steps s ON s.id = asked.step_id::uuid
     JOIN roles r ON r.id = s.role_id
     JOIN companies c ON c.id = s.company_id
     JOIN memberships m ON m.role_id = s.role_id AND m.company_id = s.company_id
     JOIN users u ON u.id = m.user_id
     ORDER BY asked.step_id, u.email`,
    [[...new Set(assignments.map((assignment) => assignment.stepId))]],
  );
  const byStep = new Map<string, Recipient[]>();
  for (const row of rows) {
    const users = byStep.get(row.step_id) ?? [];
    users.push(row);
    byStep.set(row.step_id, users);
  }
  return byStep;
}
