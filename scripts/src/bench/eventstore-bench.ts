import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { jobStreamId, type JobEvent } from '@job-intake/contracts/jobs/job-events';
import { withDatabase } from '../../../backend/src/database/connection-url';
import { ensureDatabase, migrate } from '../../../backend/src/database/data-source';
import { startThrowAwayPostgres } from '../../../backend/src/database/throw-away-postgres';
import { createPostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store';
import type { EventStore, NewEvent } from '../../../backend/src/event-store/event-store.port';
import { jobListProjection } from '../../../backend/src/jobs/projections/job-list.projection';
import {
  catchUpProjection,
  projectionContentHash,
  resetProjection,
} from '../../../backend/src/projections/projection-rebuild';
import { perSecond } from '../shared/format';

const COMPANY_ID = '00000000-0000-4000-8000-0000000000b1';

export interface EventStoreBenchOptions {
  readonly singleWriterAppends: number;
  readonly concurrentAppends: number;
  readonly totalEvents: number;
}

/**
 * Appends/s with 1 and 8 concurrent writers, then fills the store to `totalEvents` and times a
 * projection rebuild over all of it, on a throw-away embedded PostgreSQL.
 */
export async function eventStoreBench(options: EventStoreBenchOptions): Promise<void> {
  const server = await startThrowAwayPostgres();
  await ensureDatabase(server.url, 'bench');
  const url = withDatabase(server.url, 'bench');
  await migrate(url);
  const store = createPostgresEventStore({ connectionString: url, poolSize: 10 });
  const pool = new Pool({ connectionString: url, max: 4 });
  try {
    const results: Record<string, string> = {};
    results['appends/s, 1 writer (1 event each)'] = await timeAppends(
      store,
      1,
      options.singleWriterAppends,
      1,
    );
    results['appends/s, 8 writers (1 event each)'] = await timeAppends(
      store,
      8,
      options.concurrentAppends,
      1,
    );
    const stored = options.singleWriterAppends + options.concurrentAppends;
    const batches = Math.ceil((options.totalEvents - stored) / 20);
    results['appends/s, 8 writers (20 events each)'] = await timeAppends(store, 8, batches, 20);
    const total = await store.countAfter({ commit: -1n, prepare: -1n });
    results['events in the store'] = total.toLocaleString('en-US');
    for (const round of [1, 2]) {
      const started = Date.now();
      await resetProjection(pool, jobListProjection);
      const folded = await catchUpProjection(store, pool, jobListProjection);
      results[`projection rebuild ${round}, events/s`] = perSecond(folded, Date.now() - started);
      results[`projection rebuild ${round}, content hash`] = await projectionContentHash(
        pool,
        jobListProjection,
      );
    }
    console.table(results);
  } finally {
    await store.close();
    await pool.end();
    await server.stop();
  }
}

/** `appends` appends of `eventsEach` events spread over `writers` concurrent writers. */
async function timeAppends(
  store: EventStore,
  writers: number,
  appends: number,
  eventsEach: number,
): Promise<string> {
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < appends) {
        next += 1;
        const jobId = randomUUID();
        await store.append(jobStreamId(jobId), jobEvents(jobId, eventsEach), {
          expectedRevision: 'no_stream',
        });
      }
    }),
  );
  const rate = perSecond(appends, Date.now() - started);
  console.log(
    `${appends.toLocaleString('en-US')} appends of ${eventsEach} event(s) by ${writers} writer(s): ${rate} appends/s`,
  );
  return rate;
}

function jobEvents(jobId: string, count: number): NewEvent[] {
  const events: JobEvent[] = [
    { type: 'JobCreated', data: { jobId, name: `Bench job ${jobId.slice(0, 8)}` } },
  ];
  for (let i = 1; i < count; i += 1)
    events.push({
      type: 'JobRenamed',
      data: { jobId, name: `Bench job ${jobId.slice(0, 8)} v${i}` },
    });
  return events.map((event) => ({
    id: randomUUID(),
    type: event.type,
    schemaVersion: 1,
    data: event.data,
    metadata: {
      companyId: COMPANY_ID,
      actor: { kind: 'system', process: 'bench' },
      correlationId: randomUUID(),
      occurredAt: new Date().toISOString(),
    },
  }));
}
