import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  jobStreamId,
  type JobImportFailed,
  type JobImported,
} from '@job-intake/contracts/jobs/job-events';
import type { ProviderImportPayload } from '@job-intake/contracts/provider/provider-import';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port';
import { importPayloadSample } from '../../jobs/testing/import-payload-sample';
import {
  appendJobEvents,
  createJob,
  runCommand,
  saveAnswers,
} from '../../jobs/testing/job-fixtures';
import { SANDBOX_SERVICE_KEY } from '../../provider/sandbox/sandbox-data';
import { DEMO_LOGINS } from '../../seed/demo-seed';
import type { TestApp } from '../../testing/test-app';
import { ProviderImportSender } from '../provider-import-sender';

/** The app's settings for a sandbox the test started (it outlives the app: restarts, two apps). */
export function sandboxEnv(url: string): NodeJS.ProcessEnv {
  return {
    PROVIDER_API_URL: url,
    PROVIDER_API_KEY: SANDBOX_SERVICE_KEY,
    PROVIDER_TIMEOUT_MS: '1000',
  };
}

/** Retries within a test's patience. */
export function quickRetries(t: TestApp): void {
  const sender = t.app.get(ProviderImportSender);
  sender.options = {
    ...sender.options,
    pollMs: 200,
    backoffMs: () => 100,
  };
}

export interface RequestedImport {
  jobId: string;
  importId: string;
  /** The request event's id: the idempotency key. */
  key: string;
}

/**
 * A pending job a demo user (the reviewer) sends to the provider: the request event as the API
 * records it, with the test's payload, appended as it is.
 */
export async function requestImport(
  t: TestApp,
  overrides: Partial<ProviderImportPayload> = {},
  by: keyof typeof DEMO_LOGINS = 'reviewer',
): Promise<RequestedImport> {
  const auth = { Authorization: `Bearer ${await t.login('admin')}` };
  const jobId = await createJob(t, auth);
  await saveAnswers(t, jobId, 100);
  await runCommand(t, jobId, { type: 'Finalize', data: {} });
  const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    DEMO_LOGINS[by].email,
  ]);
  const importId = randomUUID();
  const payload = importPayloadSample(jobId, { cnt_id: '100245', div_id: '5001', ...overrides });
  await appendJobEvents(t, jobId, [
    {
      type: 'JobImportRequested',
      data: {
        importId,
        requested_by: rows[0]!.id,
        requested_by_name: DEMO_LOGINS[by].name,
        payload,
      },
    },
  ]);
  const events = await t.app.get<EventStore>(EVENT_STORE).readStream(jobStreamId(jobId));
  const request = events.find((event) => event.type === 'JobImportRequested');
  return { jobId, importId, key: request!.id };
}

export type ImportOutcome = JobImported | JobImportFailed;

/** Once the processor marked the request answered: the outcome it appended (none when it appended nothing). */
export async function outcomeOf(
  t: TestApp,
  { jobId, key }: RequestedImport,
): Promise<ImportOutcome | undefined> {
  await waitUntil(async () => (await importRow(t, key)).status === 'answered');
  const events = await t.app.get<EventStore>(EVENT_STORE).readStream(jobStreamId(jobId));
  const outcome = events.find(
    (event) => event.type === 'JobImported' || event.type === 'JobImportFailed',
  );
  return outcome && ({ type: outcome.type, data: outcome.data } as ImportOutcome);
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the import processor');
    await sleep(50);
  }
}

export async function importRow(
  t: TestApp,
  key: string,
): Promise<{ status: string; attempts: number; last_error: string | null }> {
  const { rows } = await t.pool.query(
    'SELECT status, attempts, last_error FROM provider_imports WHERE event_id = $1',
    [key],
  );
  return rows[0];
}
