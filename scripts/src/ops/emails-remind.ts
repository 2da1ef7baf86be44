import {
  catchUpProjection,
  emailLogProjection,
  JobCommandRunner,
  remindEmails,
  shareLinksProjection,
} from '@job-intake/backend/tools';
import type { Connection } from '../shared/connect';

/**
 * What the hourly task does, now (or at `--now`, an ISO time, to see a later day's reminders):
 * records the reminders, sender warnings and expiries due. The e-mail log and share links are
 * caught up first (safe beside a running app); a running app's outbox sends what is recorded.
 */
export async function emailsRemind({ store, pool }: Connection, now?: string): Promise<boolean> {
  const at = now === undefined ? new Date() : new Date(now);
  if (Number.isNaN(at.getTime())) {
    console.error(`--now must be an ISO-8601 time, e.g. 2026-12-01T09:00:00Z (got '${now}')`);
    return false;
  }
  await catchUpProjection(store, pool, shareLinksProjection);
  await catchUpProjection(store, pool, emailLogProjection);
  const result = await remindEmails(new JobCommandRunner(store), pool, at);
  console.log(
    `${result.candidates} running e-mail request(s) at ${at.toISOString()}: ${result.recorded.length} recorded, ${result.skipped.length} skipped.`,
  );
  for (const { jobId, event } of result.recorded) {
    const what =
      event.type === 'EmailReminderDue' ? `${event.data.kind} ${event.data.number}` : event.type;
    console.log(`  job ${jobId}: ${what}`);
  }
  return true;
}
