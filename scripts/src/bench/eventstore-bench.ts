import { Pool } from 'pg';
import { withDatabase } from '../../../backend/src/database/connection-url';
import { ensureDatabase, migrate } from '../../../backend/src/database/data-source';
import { startThrowAwayPostgres } from '../../../backend/src/database/throw-away-postgres';
import { createPostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store';
import type { EventStore } from '../../../backend/src/event-store/event-store.port';
import { jobListProjection } from '../../../backend/src/jobs/projections/job-list.projection';
import {
  projectionContentHash,
  rebuildProjection,
} from '../../../backend/src/projections/projection-rebuild';
import { perSecond } from '../shared/format';
import { appendsPerSecond, interleavedMedians, type AppendContender } from './append-rounds';
import { createBareInsertReference } from './bare-insert-reference';
import { newJobAppend } from './bench-job-events';
import { createEmmettReference } from './emmett-reference';

export interface EventStoreBenchOptions {
  readonly singleWriterAppends: number;
  readonly concurrentAppends: number;
  readonly totalEvents: number;
}

const ROUNDS = 3;

/**
 * Appends/s with 1 and 8 concurrent writers of the project's store beside a bare INSERT loop and
 * Emmett's PostgreSQL event store (interleaved rounds of the same number of appends each, medians),
 * then fills the store to `totalEvents` and times a projection rebuild over all of it, on a
 * throw-away embedded PostgreSQL.
 */
export async function eventStoreBench(options: EventStoreBenchOptions): Promise<void> {
  const server = await startThrowAwayPostgres();
  await ensureDatabase(server.url, 'bench');
  await ensureDatabase(server.url, 'emmett');
  const url = withDatabase(server.url, 'bench');
  await migrate(url);
  const store = createPostgresEventStore({ connectionString: url, poolSize: 10 });
  const pool = new Pool({ connectionString: url, max: 4 });
  const project = projectContender(store);
  const contenders = [
    project,
    await createBareInsertReference(url),
    createEmmettReference(withDatabase(server.url, 'emmett')),
  ];
  try {
    for (const contender of contenders) await appendsPerSecond(contender, 1, 1, newJobAppend);
    const results: Record<string, string> = {};
    for (const { writers, appends } of [
      { writers: 1, appends: options.singleWriterAppends },
      { writers: 8, appends: options.concurrentAppends },
    ]) {
      const medians = await interleavedMedians(contenders, ROUNDS, (contender) =>
        appendsPerSecond(contender, writers, appends, newJobAppend),
      );
      results[`appends/s, ${writers} writer${writers > 1 ? 's' : ''}, 1 event each`] =
        comparison(medians);
    }
    const stored = ROUNDS * (options.singleWriterAppends + options.concurrentAppends);
    const batches = Math.ceil((options.totalEvents - stored) / 20);
    if (batches > 0) {
      const filled = await appendsPerSecond(project, 8, batches, () => newJobAppend(20));
      results['project appends/s, 8 writers, 20 events each'] = rate(filled);
    }
    const total = await store.countAfter({ commit: -1n, prepare: -1n });
    results['events in the store'] = total.toLocaleString('en-US');
    for (const round of [1, 2]) {
      const started = Date.now();
      const { folded } = await rebuildProjection(store, pool, jobListProjection);
      results[`projection rebuild ${round}, events/s`] = perSecond(folded, Date.now() - started);
      results[`projection rebuild ${round}, content hash`] = await projectionContentHash(
        pool,
        jobListProjection,
      );
    }
    console.table(results);
  } finally {
    for (const contender of contenders) await contender.close();
    await pool.end();
    await server.stop();
  }
}

function projectContender(store: EventStore): AppendContender {
  return {
    name: 'project',
    async append(streamId, events) {
      await store.append(streamId, events, { expectedRevision: 'no_stream' });
    },
    close: () => store.close(),
  };
}

/** "project X/s, bare Y/s, emmett Z/s, ratio X/Y, X/Z" from the medians in that order. */
function comparison(medians: readonly number[]): string {
  const [project = Number.NaN, bare = Number.NaN, emmett = Number.NaN] = medians;
  return (
    `project ${rate(project)}/s, bare ${rate(bare)}/s, emmett ${rate(emmett)}/s, ` +
    `ratio ${ratio(project, bare)} bare, ${ratio(project, emmett)} emmett`
  );
}

function rate(perSecondValue: number): string {
  return Math.round(perSecondValue).toLocaleString('en-US');
}

function ratio(value: number, reference: number): string {
  return `${(value / reference).toFixed(2)}×`;
}
