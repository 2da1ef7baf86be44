import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../event-store/event-store.port';
import { upcastJobEvent } from '../jobs/domain/job-event-upcasting';
import { jobIdOfStream } from '../jobs/domain/job-stream';
import { linkSubmittedEmail } from './link-submitted-email';
import { outboxEmailRow, type Notice, type OutboxEmailRow } from './notification-notices';

/** A job's creator, with what the e-mail about one submitted link names. */
interface CreatorRow {
  event_id: string;
  user_id: string;
  name: string;
  email: string;
  company_name: string;
  job_name: string;
  link_label: string;
}

interface Submission {
  readonly recorded: RecordedEvent;
  readonly jobId: string;
  readonly linkId: string;
}

function submissionOf(recorded: RecordedEvent): Submission | undefined {
  const event = upcastJobEvent(recorded);
  const jobId = jobIdOfStream(recorded.streamId);
  if (event?.type !== 'ShareLinkSubmitted' || !jobId) return undefined;
  return { recorded, jobId, linkId: event.data.linkId };
}

/**
 * The links of the batch a guest submitted, each with one e-mail to the job's creator (none for
 * a job without one). The job's name, creator and the link's label come from job_list and
 * share_links: both rows were written by events before the submit (the job, then the link, each
 * answered only once every read model had them), so they are there when the submit is folded.
 */
export async function linkSubmittedNotices(
  db: PoolClient,
  events: readonly RecordedEvent[],
): Promise<Notice[]> {
  const submissions = events
    .map(submissionOf)
    .filter((submission): submission is Submission => submission !== undefined);
  if (submissions.length === 0) return [];
  const creators = await creatorsByEvent(db, submissions);
  return submissions.map((submission) => {
    const creator = creators.get(submission.recorded.id);
    return {
      recorded: submission.recorded,
      jobId: submission.jobId,
      emails: creator ? [submittedEmailRow(submission, creator)] : [],
    };
  });
}

function submittedEmailRow(submission: Submission, creator: CreatorRow): OutboxEmailRow {
  return outboxEmailRow(
    'link-submitted',
    submission,
    creator,
    linkSubmittedEmail({
      companyName: creator.company_name,
      jobName: creator.job_name,
      linkLabel: creator.link_label,
      recipientName: creator.name,
    }),
  );
}

async function creatorsByEvent(
  db: PoolClient,
  submissions: readonly Submission[],
): Promise<Map<string, CreatorRow>> {
  const { rows } = await db.query<CreatorRow>(
    `SELECT asked.event_id, u.id AS user_id, u.name, u.email, c.name AS company_name,
       j.name AS job_name, coalesce(l.label, '') AS link_label
     FROM jsonb_to_recordset($1::jsonb) AS asked (event_id text, job_id uuid, link_id uuid)
     JOIN job_list j ON j.id = asked.job_id
     JOIN users u ON u.id = j.creator_user_id
     JOIN companies c ON c.id = j.company_id
     LEFT JOIN share_links l ON l.id = asked.link_id`,
    [
      JSON.stringify(
        submissions.map(({ recorded, jobId, linkId }) => ({
          event_id: recorded.id,
          job_id: jobId,
          link_id: linkId,
        })),
      ),
    ],
  );
  return new Map(rows.map((row) => [row.event_id, row]));
}
