import type { RecordedEvent } from '../event-store/event-store.port';
import { upcastJobEvent } from '../jobs/domain/job-event-upcasting';
import { jobAssignedEmail } from './job-assigned-email';

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
  readonly creatorName: string | null;
}

export interface NotificationEventRow {
  event_id: string;
  job_id: string;
  recipients: number;
  occurred_at: string;
}

export interface OutboxEmailRow {
  dedupe_key: string;
  company_id: string | null;
  job_id: string;
  recipient: string;
  subject: string;
  body: string;
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
    creatorName: event.data.creator_name,
  };
}

export function notificationEventRow(
  assignment: JobAssignment,
  recipients: readonly Recipient[],
): NotificationEventRow {
  return {
    event_id: assignment.recorded.id,
    job_id: assignment.jobId,
    recipients: recipients.length,
    occurred_at: assignment.recorded.metadata.occurredAt,
  };
}

/** One e-mail per recipient, keyed by event and user so that it is queued once. */
export function assignedEmailRows(
  assignment: JobAssignment,
  recipients: readonly Recipient[],
): OutboxEmailRow[] {
  return recipients.map((recipient) => {
    const mail = jobAssignedEmail({
      companyName: recipient.company_name,
      jobName: assignment.jobName,
      creatorName: assignment.creatorName,
      recipientName: recipient.name,
      roleName: recipient.role_name,
    });
    return {
      dedupe_key: `job-assigned:${assignment.recorded.id}:${recipient.user_id}`,
      company_id: assignment.recorded.metadata.companyId,
      job_id: assignment.jobId,
      recipient: recipient.email,
      subject: mail.subject,
      body: mail.body,
    };
  });
}
