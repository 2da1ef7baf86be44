import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import type { Pool } from 'pg';
import {
  type AppendingEventStore,
  archiveDueJobs,
  type EventStore,
  JobCommandRunner,
} from '@job-intake/backend/tools';
import type { CheckResult } from './acknowledged-checks';
import { checkEventOnce } from './once-checks';

const IMPORT_WAIT_MS = 60_000;
const TEN_YEARS_MS = 10 * 365 * 24 * 3600 * 1000;

interface FiledJob {
  job_id: string;
}

/** Each accepted import reached the provider once: one notice job filed, one JobImported. */
export async function checkImportsOnce(
  store: EventStore,
  providerUrl: string,
  jobIds: readonly string[],
): Promise<CheckResult[]> {
  const deadline = Date.now() + IMPORT_WAIT_MS;
  while (Date.now() < deadline && !(await allImported(store, jobIds))) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const filed = (await (await fetch(`${providerUrl}/__sandbox/imports`)).json()) as FiledJob[];
  const wrong = jobIds
    .map((id) => [id, filed.filter((job) => job.job_id === id).length] as const)
    .filter(([, count]) => count !== 1);
  return [
    await checkEventOnce(store, jobIds, 'JobImported', 'each import answered once on the job'),
    {
      check: 'each job filed with the provider exactly once',
      ok: wrong.length === 0,
      detail:
        wrong.length === 0
          ? `${jobIds.length} jobs, one notice job each`
          : wrong.map(([id, n]) => `${id}: ${n}`).join('; '),
    },
  ];
}

/** Two hourly archive runs at once, as two instances' schedulers: each due job archived once. */
export async function checkArchiveOnce(
  store: AppendingEventStore,
  pool: Pool,
  jobIds: readonly string[],
): Promise<CheckResult> {
  const later = new Date(Date.now() + TEN_YEARS_MS);
  const runs = await Promise.all([
    archiveDueJobs(new JobCommandRunner(store), pool, later),
    archiveDueJobs(new JobCommandRunner(store), pool, later),
  ]);
  const result = await checkEventOnce(
    store,
    jobIds,
    'JobArchived',
    'each due job archived exactly once by two runs at once',
  );
  const counts = runs.map(
    (run) => `${run.archived.length} archived, ${run.alreadyDone.length} already done`,
  );
  return { ...result, detail: `${result.detail} (runs: ${counts.join(' / ')})` };
}

async function allImported(store: EventStore, jobIds: readonly string[]): Promise<boolean> {
  for (const id of jobIds) {
    const events = await store.readStream(jobStreamId(id));
    if (!events.some((event) => event.type === 'JobImported' || event.type === 'JobImportFailed'))
      return false;
  }
  return true;
}
