import type { PoolClient } from 'pg';
import { Companies } from '../companies/companies.reader';
import type { ProjectionEvent } from '../event-store/event-store.port';
import { upcastJobEvent } from '../jobs/domain/job-event-upcasting';
import { RoleNames } from '../roles/role-names';
import { UsersDirectory } from '../users/users.directory';
import { WorkflowStepsDirectory } from '../workflows/workflow-steps.directory';
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
  readonly recorded: ProjectionEvent;
  readonly jobId: string;
  readonly stepId: string;
  readonly jobName: string;
  readonly origin: JobOrigin;
  readonly creatorName: string | null;
}

/** The assignment a recorded event makes, or undefined (another event, a job on no step). */
export function jobAssignmentOf(recorded: ProjectionEvent): JobAssignment | undefined {
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
  events: readonly ProjectionEvent[],
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

/** The users of each step's role, by e-mail address: one read per owner for all the steps. */
export async function recipientsByStep(
  db: PoolClient,
  stepIds: readonly string[],
): Promise<Map<string, Recipient[]>> {
  const steps = [...(await new WorkflowStepsDirectory(db).byIds(stepIds)).values()];
  const roles = steps.map(({ company_id, role_id }) => ({ company_id, role_id }));
  const members = await new UsersDirectory(db).membersInRoles(roles);
  const roleNames = await new RoleNames(db).of(steps.map((step) => step.role_id));
  const companyNames = await new Companies(db).namesOf(steps.map((step) => step.company_id));
  const byStep = new Map<string, Recipient[]>();
  for (const step of steps) {
    const role_name = roleNames.get(step.role_id);
    const company_name = companyNames.get(step.company_id);
    if (role_name === undefined || company_name === undefined) continue;
    const users = members.filter(
      (member) => member.company_id === step.company_id && member.role_id === step.role_id,
    );
    byStep.set(
      step.id,
      users.map((user) => ({
        step_id: step.id,
        user_id: user.id,
        name: user.name,
        email: user.email,
        role_name,
        company_name,
      })),
    );
  }
  return byStep;
}
