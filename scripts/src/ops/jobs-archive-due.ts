import {
  archiveDueJobs,
  catchUpProjection,
  JobCommandRunner,
  jobListProjection,
} from '@job-intake/backend/tools';
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
