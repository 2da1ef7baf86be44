import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../event-store/event-store.port';
import { upcastJobEvent } from '../jobs/domain/job-event-upcasting';
import { jobAssignedEmail, type JobOrigin } from './job-assigned-email';
import { outboxEmailRow, type Notice, type OutboxEmailRow } from './notification-notices';

/** A user of a workflow step's role, with what the e-mail names. */
export interface Recipient {
  step_id: string;
  user_id: string;
  name: string;
  email: string;
  role_name: string;
  company_name: string;
}

/** A job created onto a workflow step: its step's users are told. */
export interface JobAssignment {
  readonly recorded: RecordedEvent;
  readonly jobId: string;
  readonly stepId: string;
  readonly jobName: string;
  readonly origin: JobOrigin;
  readonly creatorName: string | null;
}

/** The assignment a recorded event makes, or undefined (another event, a job on no step). */
export function jobAssignmentOf(recorded: RecordedEvent): JobAssignment | undefined {
  const event = upcastJobEvent(recorded);
  if (event?.type !== 'JobCreated' || !event.data.workflow_step_id) return undefined;
  return {
    recorded,
    jobId: event.data.jobId,
    stepId: event.data.workflow_step_id,
    jobName: event.data.settings.name,
    origin: event.data.origin,
    creatorName: event.data.creator_name,
  };
}

/** The jobs of the batch created onto a step, each with one e-mail per user of its role. */
export async function assignmentNotices(
  db: PoolClient,
  events: readonly RecordedEvent[],
): Promise<Notice[]> {
  const assignments = events
    .map(jobAssignmentOf)
    .filter((assignment): assignment is JobAssignment => assignment !== undefined);
  if (assignments.length === 0) return [];
  const recipients = await recipientsByStep(
    db,
    assignments.map((assignment) => assignment.stepId),
  );
  return assignments.map((assignment) => ({
    recorded: assignment.recorded,
    jobId: assignment.jobId,
    emails: assignedEmailRows(assignment, recipients.get(assignment.stepId) ?? []),
  }));
}

/** One e-mail per recipient, keyed by event and user so that it is queued once. */
export function assignedEmailRows(
  assignment: JobAssignment,
  recipients: readonly Recipient[],
): OutboxEmailRow[] {
  return recipients.map((recipient) =>
    outboxEmailRow(
      'job-assigned',
      assignment,
      recipient,
      jobAssignedEmail({
        companyName: recipient.company_name,
        jobName: assignment.jobName,
        origin: assignment.origin,
        creatorName: assignment.creatorName,
        recipientName: recipient.name,
        roleName: recipient.role_name,
      }),
    ),
  );
}

/** The users of each step's role, by e-mail address. */
export async function recipientsByStep(
  db: PoolClient,
  stepIds: readonly string[],
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
    [[...new Set(stepIds)]],
  );
  const byStep = new Map<string, Recipient[]>();
  for (const row of rows) {
    const users = byStep.get(row.step_id) ?? [];
    users.push(row);
    byStep.set(row.step_id, users);
  }
  return byStep;
}
