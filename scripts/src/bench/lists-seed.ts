import type { Pool } from 'pg';
import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import type { FormSummaryDto } from '@job-intake/contracts/forms/forms-api';
import type { CreateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import type { EventStore } from '../../../backend/src/event-store/event-store.port';
import { readCheckpoint } from '../../../backend/src/projections/checkpoints';
import { allProjections } from '../../../backend/src/all-projections';
import { appendsPerSecond, type AppendContender } from './append-rounds';
import { sendOk, type HttpClient } from './lists-http';
import { seededJob, type TemplateJob } from './lists-seed-jobs';

const WRITERS = 8;
const JOBS_PER_BATCH = 10_000;
const CATCH_UP_TIMEOUT_MS = 600_000;

export interface SeedTimes {
  readonly events: number;
  readonly appendMs: number;
  /** From the first append until every projection had folded the last event. */
  readonly visibleMs: number;
  /** From the last append until then. */
  readonly catchUpMs: number;
}

/** One job created through POST /job on the first offered form, as its JobCreated event. */
export async function createTemplateJob(
  client: HttpClient,
  store: EventStore,
): Promise<TemplateJob> {
  const [form] = await sendOk<FormSummaryDto[]>(client, 'GET', '/api/v1/forms?offered=true');
  if (!form) throw new Error('The signed-in user is offered no form to create jobs on');
  const { id } = await sendOk<CreateJobResponse>(client, 'POST', '/api/v1/job', {
    name: 'Bench template job',
    form_id: form.id,
  });
  const [created] = await store.readStream(jobStreamId(id), { maxCount: 1 });
  if (created?.type !== 'JobCreated') throw new Error(`Job ${id} has no JobCreated event`);
  return created as TemplateJob;
}

/**
 * Appends `count` jobs made from the template through the project's event store (8 writers,
 * batches of 10,000 jobs), while the running backend's projections follow, then waits until
 * every projection has caught up and vacuums the database.
 */
export async function seedJobs(
  store: EventStore,
  pool: Pool,
  template: TemplateJob,
  count: number,
): Promise<SeedTimes> {
  const before = await store.countAfter({ commit: -1n, prepare: -1n });
  const started = Date.now();
  const contender = storeAppender(store);
  for (let done = 0; done < count; done += JOBS_PER_BATCH) {
    let index = done;
    const jobs = Math.min(JOBS_PER_BATCH, count - done);
    await appendsPerSecond(contender, WRITERS, jobs, () => seededJob(template, index++, count));
    console.log(`seeded ${(done + jobs).toLocaleString('en-US')} jobs`);
  }
  const appended = Date.now();
  await waitForProjections(store, pool);
  const caughtUp = Date.now();
  // As autovacuum soon would after such a load: index-only scans (the lists' counts) need the
  // visibility map it sets, else they visit the table.
  await pool.query('VACUUM (ANALYZE)');
  return {
    events: (await store.countAfter({ commit: -1n, prepare: -1n })) - before,
    appendMs: appended - started,
    visibleMs: caughtUp - started,
    catchUpMs: caughtUp - appended,
  };
}

function storeAppender(store: EventStore): AppendContender {
  return {
    name: 'project',
    async append(streamId, events) {
      await store.append(streamId, events, { expectedRevision: 'no_stream' });
    },
    close: async () => undefined,
  };
}

/** Polls each projection's checkpoint until none has an event left to fold. */
async function waitForProjections(store: EventStore, pool: Pool): Promise<void> {
  const deadline = Date.now() + CATCH_UP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const lags = await Promise.all(
      allProjections.map(async ({ name }) => store.countAfter(await readCheckpoint(pool, name))),
    );
    if (lags.every((lag) => lag === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The projections did not catch up within ${CATCH_UP_TIMEOUT_MS / 1000} s`);
}
