import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import type { JobNotesResponse } from '@job-intake/contracts/jobs/jobs-api';
import type { EventStore } from '@job-intake/backend/tools';
import type { Balancer } from './balancer';
import type { AcknowledgedJob } from './workload';

export interface CheckResult {
  readonly check: string;
  readonly ok: boolean;
  readonly detail: string;
}

interface JobRead {
  answerData?: Record<string, unknown>;
  attachments?: { location: string }[];
}

/** Every acknowledged write is in the store and, through whichever instance, in the read models. */
export async function checkAcknowledged(
  balancer: Balancer,
  store: EventStore,
  token: string,
  jobs: readonly AcknowledgedJob[],
): Promise<CheckResult> {
  const missing: string[] = [];
  for (const job of jobs) missing.push(...(await missingOf(balancer, store, token, job)));
  const writes = jobs.reduce(
    (sum, job) =>
      sum +
      1 +
      Number(job.answered) +
      job.notes.length +
      job.attachments.length +
      Number(!!job.emailedTo),
    0,
  );
  return {
    check: 'acknowledged writes in the store and the read models',
    ok: missing.length === 0,
    detail:
      missing.length === 0
        ? `${writes} writes on ${jobs.length} jobs, none missing`
        : missing.slice(0, 10).join('; '),
  };
}

async function missingOf(
  balancer: Balancer,
  store: EventStore,
  token: string,
  job: AcknowledgedJob,
): Promise<string[]> {
  const missing: string[] = [];
  const events = await store.readStream(jobStreamId(job.id));
  if (events.length === 0) missing.push(`${job.id}: no events`);
  const read = await balancer.send<JobRead>('GET', `/job/${job.id}`, token);
  if (read.status !== 200) return [...missing, `${job.id}: GET /job answered ${read.status}`];
  if (job.answered && Object.keys(read.body.answerData ?? {}).length === 0)
    missing.push(`${job.id}: answers`);
  const notes = await balancer.send<JobNotesResponse>('GET', `/job/${job.id}/notes`, token);
  for (const note of job.notes) {
    if (!notes.body.notes.some((row) => row.description === note))
      missing.push(`${job.id}: note "${note}"`);
  }
  for (const attachment of job.attachments) {
    if (!read.body.attachments?.some((row) => row.location === attachment.location)) {
      missing.push(`${job.id}: attachment ${attachment.location} not listed`);
    }
    const file = await fetch(`${balancer.next().process.url}/uploads/${attachment.location}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const bytes = (await file.arrayBuffer()).byteLength;
    if (file.status !== 200 || bytes !== attachment.bytes) {
      missing.push(
        `${job.id}: attachment ${attachment.location} served ${file.status}, ${bytes} bytes`,
      );
    }
  }
  if (job.emailedTo) {
    const emails = await balancer.send<{ to: string }[]>('GET', `/job/${job.id}/emails`, token);
    if (!JSON.stringify(emails.body).includes(job.emailedTo))
      missing.push(`${job.id}: e-mail to ${job.emailedTo}`);
  }
  return missing;
}
