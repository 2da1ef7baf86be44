import type { JobEvent } from '@job-intake/contracts/jobs/job-events';

/** A job_stats row by column name, as `to_jsonb` gives it and `jsonb_populate_recordset` takes it. */
export interface JobStatsRow {
  job_id: string;
  company_id: string;
  origin: 'staff' | 'public_form';
  created_at: string;
  finalized_at: string | null;
  submitted_at: string | null;
  archived_at: string | null;
  share_links_created: number;
  share_links_completed: number;
  emails_sent: number;
  requests_completed: number;
  /** The share links of the job's e-mail requests: their submission completes a request. */
  request_link_ids: string[];
}

/** The counters a job_stats_daily row adds up (all but its key). */
export const DAILY_COUNTERS = [
  'jobs_created_staff',
  'jobs_created_public',
  'jobs_finalized',
  'jobs_submitted',
  'jobs_archived',
  'review_ms',
  'submission_ms',
  'share_links_created',
  'share_links_completed',
  'emails_sent',
  'requests_completed',
] as const;
export type DailyCounter = (typeof DAILY_COUNTERS)[number];
export type DailyDelta = Partial<Record<DailyCounter, number>>;

export interface JobStatsChange {
  row: JobStatsRow;
  /** What the event adds to the counters of its company's day; empty when nothing. */
  delta: DailyDelta;
}

export interface StatsEvent {
  jobId: string;
  companyId: string | null;
  occurredAt: string;
  event: JobEvent;
}

/**
 * The job's row after one event and what it adds to the day's counters, or undefined when the
 * event changes neither (a fact the statistics do not count, a job with no row).
 */
export function foldJobStatsEvent(
  row: JobStatsRow | undefined,
  { jobId, companyId, occurredAt: at, event }: StatsEvent,
): JobStatsChange | undefined {
  if (event.type === 'JobCreated') {
    if (row || !companyId) return undefined;
    const origin = event.data.origin;
    const created = origin === 'public_form' ? 'jobs_created_public' : 'jobs_created_staff';
    return { row: newRow(jobId, companyId, origin, at), delta: { [created]: 1 } };
  }
  if (!row) return undefined;
  switch (event.type) {
    case 'JobFinalized':
      return change(row, { finalized_at: at }, { jobs_finalized: 1, review_ms: since(row, at) });
    case 'JobImported':
      return change(
        row,
        { submitted_at: at },
        { jobs_submitted: 1, submission_ms: since(row, at) },
      );
    case 'JobArchived':
      return change(row, { archived_at: at }, { jobs_archived: 1 });
    case 'ShareLinkCreated':
      return count(row, 'share_links_created');
    case 'ShareLinkSubmitted':
      return linkSubmitted(row, event.data.linkId);
    case 'EmailRequested':
      return change(row, { request_link_ids: [...row.request_link_ids, event.data.linkId] }, {});
    case 'EmailSent':
      return count(row, 'emails_sent');
    default:
      return undefined;
  }
}

function newRow(
  jobId: string,
  companyId: string,
  origin: JobStatsRow['origin'],
  at: string,
): JobStatsRow {
  return {
    job_id: jobId,
    company_id: companyId,
    origin,
    created_at: at,
    finalized_at: null,
    submitted_at: null,
    archived_at: null,
    share_links_created: 0,
    share_links_completed: 0,
    emails_sent: 0,
    requests_completed: 0,
    request_link_ids: [],
  };
}

function change(
  row: JobStatsRow,
  columns: Partial<JobStatsRow>,
  delta: DailyDelta,
): JobStatsChange {
  return { row: { ...row, ...columns }, delta };
}

type CountedColumn = 'share_links_created' | 'share_links_completed' | 'emails_sent';

function count(row: JobStatsRow, column: CountedColumn): JobStatsChange {
  return change(row, { [column]: row[column] + 1 }, { [column]: 1 });
}

function linkSubmitted(row: JobStatsRow, linkId: string): JobStatsChange {
  const submitted = count(row, 'share_links_completed');
  if (!row.request_link_ids.includes(linkId)) return submitted;
  return {
    row: { ...submitted.row, requests_completed: row.requests_completed + 1 },
    delta: { ...submitted.delta, requests_completed: 1 },
  };
}

/** Milliseconds from the job's creation to `at` (never negative). */
function since(row: JobStatsRow, at: string): number {
  return Math.max(0, Date.parse(at) - Date.parse(row.created_at));
}

/** The UTC day of an ISO time. */
export const dayOf = (at: string): string => new Date(at).toISOString().slice(0, 10);
