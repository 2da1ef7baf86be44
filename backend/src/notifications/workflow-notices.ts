import type { PoolClient } from 'pg';
import type { JobImported } from '@job-intake/contracts/jobs/job-events';
import { Companies } from '../companies/companies.reader';
import type { ProjectionEvent } from '../event-store/event-store.port';
import { upcastJobEvent } from '../jobs/domain/job-event-upcasting';
import { jobIdOfStream } from '../jobs/domain/job-stream';
import { JobsDirectory } from '../jobs/shared/jobs.directory';
import { UsersDirectory } from '../users/users.directory';
import {
  WorkflowStepsDirectory,
  type WorkflowStepRow,
} from '../workflows/workflow-steps.directory';
import { recipientsByStep, type Recipient } from './job-notification-rows';
import { outboxEmailRow, type Notice } from './notification-notices';
import { jobImportedEmail, workflowMoveEmail, type WorkflowMove } from './workflow-emails';

interface Happening {
  readonly recorded: ProjectionEvent;
  readonly jobId: string;
  readonly what: WorkflowMove | 'imported';
  readonly imported?: JobImported['data'];
}

function happeningOf(recorded: ProjectionEvent): Happening | undefined {
  const event = upcastJobEvent(recorded);
  const jobId = jobIdOfStream(recorded.streamId);
  if (!jobId) return undefined;
  if (event?.type === 'JobFinalized') return { recorded, jobId, what: 'finalized' };
  if (event?.type === 'JobReopened') return { recorded, jobId, what: 'reopened' };
  if (event?.type === 'JobImported')
    return { recorded, jobId, what: 'imported', imported: event.data };
  return undefined;
}

/** The job, its step and who did it, for each event of the batch. */
interface JobRow {
  job_name: string;
  company_name: string;
  actor_name: string | null;
  target_step_id: string | null;
  creator_id: string | null;
  creator_name: string | null;
  creator_email: string | null;
}

/**
 * A finalized job goes to the workflow step after its own (by position), or the last step; a
 * re-opened one back to the first: the users of that step's role are told. The job's record keeps
 * the step it was created on (no event moves it), so "after its own" counts from that step. An
 * imported job is told to its creator. One e-mail per user, keyed by event and user.
 */
export async function workflowNotices(
  db: PoolClient,
  events: readonly ProjectionEvent[],
): Promise<Notice[]> {
  const happenings = events.map(happeningOf).filter((happening) => !!happening);
  if (happenings.length === 0) return [];
  const jobs = await jobRows(db, happenings);
  const steps = [...jobs.values()].flatMap((job) => job.target_step_id ?? []);
  const recipients = await recipientsByStep(db, steps);
  return happenings.map((happening) => {
    const job = jobs.get(happening.recorded.id);
    // A job created and finalized in one append (the public form) may not be in job_list yet:
    // thrown, the batch is retried after a pause (never skipped) once it is.
    if (!job) throw new Error(`Job ${happening.jobId} not in job_list yet`);
    if (happening.imported) return importedNotice(happening, happening.imported, job);
    const users = recipients.get(job.target_step_id ?? '') ?? [];
    return moveNotice(happening, happening.what as WorkflowMove, job, users);
  });
}

function moveNotice(
  happening: Happening,
  move: WorkflowMove,
  job: JobRow,
  recipients: readonly Recipient[],
): Notice {
  const emails = recipients.map((recipient) =>
    outboxEmailRow(
      `job-${move}`,
      happening,
      recipient,
      workflowMoveEmail({
        companyName: job.company_name,
        jobName: job.job_name,
        move,
        actorName: job.actor_name,
        recipientName: recipient.name,
        roleName: recipient.role_name,
      }),
    ),
  );
  return { recorded: happening.recorded, jobId: happening.jobId, emails };
}

function importedNotice(happening: Happening, data: JobImported['data'], job: JobRow): Notice {
  const creator = job.creator_id && job.creator_email ? job : undefined;
  return {
    recorded: happening.recorded,
    jobId: happening.jobId,
    emails: creator
      ? [
          outboxEmailRow(
            'job-imported',
            happening,
            { user_id: creator.creator_id!, email: creator.creator_email! },
            jobImportedEmail({
              companyName: job.company_name,
              jobName: job.job_name,
              service: data.service,
              directNo: data.direct_no,
              recipientName: creator.creator_name ?? '',
            }),
          ),
        ]
      : [],
  };
}

async function jobRows(
  db: PoolClient,
  happenings: readonly Happening[],
): Promise<Map<string, JobRow>> {
  const jobs = await new JobsDirectory(db).jobsOf(happenings.map((happening) => happening.jobId));
  const companyIds = [...jobs.values()].map((job) => job.company_id);
  const people = [
    ...happenings.map(actorOf),
    ...[...jobs.values()].map((job) => job.creator_user_id),
  ];
  const companies = await new Companies(db).namesOf(companyIds);
  const steps = await new WorkflowStepsDirectory(db).ofCompanies(companyIds);
  const users = await new UsersDirectory(db).contactsOf(people.filter((id): id is string => !!id));
  const rows = new Map<string, JobRow>();
  for (const happening of happenings) {
    const job = jobs.get(happening.jobId);
    const company_name = job && companies.get(job.company_id);
    if (!job || company_name === undefined) continue;
    const actor = users.get(actorOf(happening) ?? '');
    const creator = users.get(job.creator_user_id ?? '');
    rows.set(happening.recorded.id, {
      job_name: job.name,
      company_name,
      actor_name: actor?.name ?? null,
      target_step_id: targetStepOf(
        happening.what,
        job.workflow_step_id,
        steps.get(job.company_id) ?? [],
      ),
      creator_id: creator?.id ?? null,
      creator_name: creator?.name ?? null,
      creator_email: creator?.email ?? null,
    });
  }
  return rows;
}

function actorOf({ recorded }: Happening): string | null {
  return recorded.metadata.actor.kind === 'user' ? recorded.metadata.actor.userId : null;
}

/**
 * The step a move sends the job to: finalized, the step after its own by position (the last step
 * when its own is the last or gone); re-opened, the first. An import moves it nowhere.
 */
export function targetStepOf(
  what: Happening['what'],
  ownStepId: string | null,
  steps: readonly WorkflowStepRow[],
): string | null {
  if (what === 'reopened') return steps[0]?.id ?? null;
  if (what !== 'finalized') return null;
  const own = steps.find((step) => step.id === ownStepId);
  const next = own && steps.find((step) => step.position > own.position);
  return (next ?? steps.at(-1))?.id ?? null;
}
