import type { PoolClient } from 'pg';
import type { JobImported } from '@job-intake/contracts/jobs/job-events';
import type { RecordedEvent } from '../event-store/event-store.port';
import { upcastJobEvent } from '../jobs/domain/job-event-upcasting';
import { jobIdOfStream } from '../jobs/domain/job-stream';
import { recipientsByStep, type Recipient } from './job-notification-rows';
import { outboxEmailRow, type Notice } from './notification-notices';
import { jobImportedEmail, workflowMoveEmail, type WorkflowMove } from './workflow-emails';

interface Happening {
  readonly recorded: RecordedEvent;
  readonly jobId: string;
  readonly what: WorkflowMove | 'imported';
  readonly imported?: JobImported['data'];
}

function happeningOf(recorded: RecordedEvent): Happening | undefined {
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
  event_id: string;
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
  events: readonly RecordedEvent[],
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
  const { rows } = await db.query<JobRow>(
    `SELECT asked.event_id, j.name AS job_name, c.name AS company_name, actor.name AS actor_name,
       CASE asked.what
         WHEN 'reopened' THEN (SELECT s.id FROM workflow_steps s
           WHERE s.company_id = j.company_id ORDER BY s.position LIMIT 1)
         WHEN 'finalized' THEN coalesce(
           (SELECT s.id FROM workflow_steps s
            WHERE s.company_id = j.company_id AND s.position > own.position
            ORDER BY s.position LIMIT 1),
           (SELECT s.id FROM workflow_steps s
            WHERE s.company_id = j.company_id ORDER BY s.position DESC LIMIT 1))
       END AS target_step_id,
       creator.id AS creator_id, creator.name AS creator_name, creator.email AS creator_email
     FROM jsonb_to_recordset($1::jsonb) AS asked (event_id text, job_id uuid, what text, actor uuid)
     JOIN job_list j ON j.id = asked.job_id
     JOIN companies c ON c.id = j.company_id
     LEFT JOIN workflow_steps own ON own.id = j.workflow_step_id
     LEFT JOIN users actor ON actor.id = asked.actor
     LEFT JOIN users creator ON creator.id = j.creator_user_id`,
    [
      JSON.stringify(
        happenings.map(({ recorded, jobId, what }) => ({
          event_id: recorded.id,
          job_id: jobId,
          what,
          actor: recorded.metadata.actor.kind === 'user' ? recorded.metadata.actor.userId : null,
        })),
      ),
    ],
  );
  return new Map(rows.map((row) => [row.event_id, row]));
}
