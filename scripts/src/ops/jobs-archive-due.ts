import { archiveDueJobs } from '../../../backend/src/jobs/commands/archive-due-jobs/archive-due-jobs';
import { jobListProjection } from '../../../backend/src/jobs/projections/job-list.projection';
import { catchUpProjection } from '../../../backend/src/projections/catch-up-projection';
import { JobCommandRunner } from '../../../backend/src/jobs/shared/job-commands';
import type { Connection } from '../shared/connect';

/**
 * What the hourly task does, now: archives submitted jobs past their company's archive time. The
 * job list is caught up first (safe beside a running app), so a stopped app's list is current.
 */
export async function jobsArchiveDue({ store, pool }: Connection): Promise<boolean> {
  await catchUpProjection(store, pool, jobListProjection);
  const result = await archiveDueJobs(new JobCommandRunner(store), pool, new Date());
  console.log(
    `${result.due} submitted job(s) due: ${result.archived.length} archived, ${result.alreadyDone.length} already done.`,
  );
  for (const id of result.archived) console.log(`  archived ${id}`);
  return true;
}
