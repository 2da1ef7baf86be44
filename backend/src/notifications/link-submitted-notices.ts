import type { PoolClient } from 'pg';
import { Companies } from '../companies/companies.reader';
import type { ProjectionEvent } from '../event-store/event-store.port';
import { upcastJobEvent } from '../jobs/domain/job-event-upcasting';
import { jobIdOfStream } from '../jobs/domain/job-stream';
import { JobsDirectory } from '../jobs/shared/jobs.directory';
import { UsersDirectory } from '../users/users.directory';
import { linkSubmittedEmail } from './link-submitted-email';
import { outboxEmailRow, type Notice, type OutboxEmailRow } from './notification-notices';

/** A job's creator, with what the e-mail about one submitted link names. */
interface CreatorRow {
  user_id: string;
  name: string;
  email: string;
  company_name: string;
  job_name: string;
  link_label: string;
}

interface Submission {
  readonly recorded: ProjectionEvent;
  readonly jobId: string;
  readonly linkId: string;
}

function submissionOf(recorded: ProjectionEvent): Submission | undefined {
  const event = upcastJobEvent(recorded);
  const jobId = jobIdOfStream(recorded.streamId);
  if (event?.type !== 'ShareLinkSubmitted' || !jobId) return undefined;
  return { recorded, jobId, linkId: event.data.linkId };
}

/**
 * The links of the batch a guest submitted, each with one e-mail to the job's creator (none for
 * a job without one). The job's name, creator and the link's label come from the jobs' reader
 * (job_list and share_links): both rows were written by events before the submit (the job, then
 * the link, each answered only once every read model had them), so they are there when the
 * submit is folded.
 */
export async function linkSubmittedNotices(
  db: PoolClient,
  events: readonly ProjectionEvent[],
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
  const directory = new JobsDirectory(db);
  const jobs = await directory.jobsOf(submissions.map((submission) => submission.jobId));
  const links = await directory.shareLinksOf(submissions.map((submission) => submission.linkId));
  const users = await new UsersDirectory(db).contactsOf(
    [...jobs.values()].flatMap((job) => job.creator_user_id ?? []),
  );
  const companies = await new Companies(db).namesOf(
    [...jobs.values()].map((job) => job.company_id),
  );
  const creators = new Map<string, CreatorRow>();
  for (const submission of submissions) {
    const job = jobs.get(submission.jobId);
    const creator = job?.creator_user_id ? users.get(job.creator_user_id) : undefined;
    const company_name = job && companies.get(job.company_id);
    if (!job || !creator || company_name === undefined) continue;
    creators.set(submission.recorded.id, {
      user_id: creator.id,
      name: creator.name,
      email: creator.email,
      company_name,
      job_name: job.name,
      link_label: links.get(submission.linkId)?.label ?? '',
    });
  }
  return creators;
}
