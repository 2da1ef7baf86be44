import type { JobEvent } from '@job-intake/contracts/jobs/job-events';
import type { ExistingJob } from './job.state';

/** A staff user's views of a job are recorded at most once in this long (spec: History 'view'). */
export const VIEW_INTERVAL_MS = 60 * 60 * 1000;

export interface ViewData {
  readonly userId: string;
  readonly now: Date;
}

/**
 * Records that a staff user opened the job, unless they already did within the last hour: the
 * stream says when they last did, so two instances or a quick reload record one view.
 */
export function recordView(job: ExistingJob, { userId, now }: ViewData): JobEvent[] {
  const last = job.views.get(userId);
  if (last && now.getTime() - Date.parse(last) < VIEW_INTERVAL_MS) return [];
  return [{ type: 'JobViewed', data: { user_id: userId } }];
}
