import { randomUUID } from 'node:crypto';
import type { CreateJobRequest } from '@job-intake/contracts/jobs/jobs-api';
import {
  JOB_EVENT_SCHEMA_VERSION,
  jobStreamId,
  type JobEvent,
} from '@job-intake/contracts/jobs/job-events';
import { EVENT_STORE, type Actor, type EventMetadata } from '../../event-store/event-store.port';
import type { AppendingEventStore } from '../../event-store/event-store-append.port';
import { DEMO_FORM_ID } from '../../forms/seed/demo-form';
import { ReadModels } from '../../projections/projections.module';
import { DEMO_COMPANY_ID } from '../../seed/demo-seed';
import { API, type Auth } from '../../testing/api-base';
import type { TestApp } from '../../testing/test-app';
import type { ExistingJobCommand } from '../domain/job.decider';
import { JobCommands } from '../shared/job-commands';
import { importPayloadSample } from './import-payload-sample';

/** Re-exported for the many specs that sign in through these fixtures. */
export { API, type Auth };

/** POST /job on the demo form; returns the new job's id. */
export async function createJob(
  t: TestApp,
  auth: Auth,
  request: Partial<CreateJobRequest> = {},
): Promise<string> {
  const answer = await t.http
    .post(`${API}/job`)
    .set(auth)
    .send({ name: `Job ${randomUUID().slice(0, 8)}`, form_id: DEMO_FORM_ID, ...request });
  if (answer.status !== 201) {
    throw new Error(`POST /job failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.id as string;
}

/**
 * Appends a command the API of this issue does not offer (answers are saved by the job form,
 * imports by the provider integration), through the same command path.
 */
export async function runCommand(
  t: TestApp,
  jobId: string,
  command: ExistingJobCommand,
  options: { at?: string; actor?: Actor; companyId?: string } = {},
): Promise<void> {
  const metadata = testMetadata(options);
  await t.app.get(JobCommands).run(jobId, metadata.companyId ?? '', command, metadata);
}

function testMetadata(options: { at?: string; actor?: Actor; companyId?: string }): EventMetadata {
  return {
    companyId: options.companyId ?? DEMO_COMPANY_ID,
    actor: options.actor ?? { kind: 'system', process: 'test' },
    correlationId: 'test',
    occurredAt: options.at ?? new Date().toISOString(),
  };
}

/**
 * Given answers at this progress (without a form behind them): the event is appended as it is,
 * for tests of what a job at some progress may do; the job form's checks have their own tests.
 */
export async function saveAnswers(
  t: TestApp,
  jobId: string,
  percent: number,
  remaining = 0,
): Promise<void> {
  await appendJobEvents(t, jobId, [
    {
      type: 'AnswersSaved',
      data: {
        answers: { [randomUUID()]: `answer at ${percent}` },
        progress: { percent, remaining },
      },
    },
  ]);
}

/** Appends events as they are, in one append, and waits for the read models. */
export async function appendJobEvents(
  t: TestApp,
  jobId: string,
  events: JobEvent[],
  options: { at?: string; companyId?: string; actor?: Actor } = {},
): Promise<void> {
  const appended = await t.app.get<AppendingEventStore>(EVENT_STORE, { strict: false }).append(
    jobStreamId(jobId),
    events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      schemaVersion: JOB_EVENT_SCHEMA_VERSION[event.type],
      data: event.data,
      metadata: testMetadata(options),
    })),
    { expectedRevision: 'any' },
  );
  await t.app.get(ReadModels, { strict: false }).caughtUpWith(appended.position);
}

/**
 * open → 100% → pending → submitted (imported at `at`): the request and the provider's answer in
 * one append, so the import processor finds the request answered and calls no provider.
 */
export async function submitJob(t: TestApp, jobId: string, at?: string): Promise<void> {
  await saveAnswers(t, jobId, 100);
  await runCommand(t, jobId, { type: 'Finalize', data: {} });
  const importId = randomUUID();
  const request = { importId, requested_by: 'rita', requested_by_name: 'Rita Reviewer' };
  await appendJobEvents(
    t,
    jobId,
    [
      {
        type: 'JobImportRequested',
        data: { ...request, payload: importPayloadSample(jobId) },
      },
      {
        type: 'JobImported',
        data: {
          importId,
          service: 'Notice :: Premium',
          direct_no: 'D-100',
          imported_by: 'Rita Reviewer',
        },
      },
    ],
    at ? { at } : {},
  );
}

export async function eventCount(t: TestApp, jobId?: string): Promise<number> {
  const { rows } = jobId
    ? await t.pool.query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [
        `job-${jobId}`,
      ])
    : await t.pool.query('SELECT count(*)::int AS n FROM events');
  return rows[0].n as number;
}

/**
 * The test pool's connections may still be closing when the test database is dropped (pg-pool's
 * end() resolves before its clients have ended); without a listener the pool's 'error' event
 * would fail the suite after its tests passed.
 */
export function ignoreDroppedConnections(t: TestApp): void {
  t.pool.on('error', () => undefined);
}
