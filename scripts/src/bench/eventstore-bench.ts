import {
  type AppendingEventStore,
  createPostgresEventStore,
  ensureDatabase,
  migrate,
  startThrowAwayPostgres,
  withDatabase,
} from '@job-intake/backend/tools';
import { appendsPerSecond, interleavedMedians, type AppendContender } from './append-rounds';
import { createBareInsertReference } from './bare-insert-reference';
import { newJobAppend } from './bench-job-events';
import { createEmmettReference } from './emmett-reference';

export interface EventStoreBenchOptions {
  readonly singleWriterAppends: number;
  readonly concurrentAppends: number;
}

const ROUNDS = 3;

/**
 * Appends/s with 1 and 8 concurrent writers of the project's store beside a bare INSERT loop and
 * Emmett's PostgreSQL event store (interleaved rounds of the same number of appends each, medians),
 * on a throw-away embedded PostgreSQL. Projection rebuilds have their own bench (rebuild-bench.ts).
 */
export async function eventStoreBench(options: EventStoreBenchOptions): Promise<void> {
  const server = await startThrowAwayPostgres();
  await ensureDatabase(server.url, 'bench');
  await ensureDatabase(server.url, 'emmett');
  const url = withDatabase(server.url, 'bench');
  await migrate(url);
  const store = createPostgresEventStore({ connectionString: url, poolSize: 10 });
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
    console.table(results);
  } finally {
    for (const contender of contenders) await contender.close();
    await server.stop();
  }
}

function projectContender(store: AppendingEventStore): AppendContender {
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
