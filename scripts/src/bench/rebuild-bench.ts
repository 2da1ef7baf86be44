import { Pool } from 'pg';
import {
  createPostgresEventStore,
  ensureDatabase,
  type AppendingEventStore,
  migrate,
  projectionContentHash,
  rebuildProjection,
  START,
  startThrowAwayPostgres,
  withDatabase,
} from '@job-intake/backend/tools';
import { appendsPerSecond, median } from './append-rounds';
import { newJobAppend } from './bench-job-events';
import {
  REBUILD_REFERENCES,
  REFERENCE_SCHEMA,
  timeReference,
  type RebuildReference,
} from './rebuild-references';

const ROUNDS = 3;
const EVENTS_PER_JOB = 20;

interface Timings {
  readonly project: number[];
  readonly reference: number[];
}

/**
 * Seeds `events` job events into a throw-away embedded PostgreSQL, then rebuilds each read model
 * through the project's rebuild path beside its reference, one `INSERT … SELECT` from the events
 * table into a copy of the table (3 interleaved rounds, medians): events/s of both and the ratio.
 */
export async function rebuildBench(options: { events: number }): Promise<void> {
  const server = await startThrowAwayPostgres();
  await ensureDatabase(server.url, 'bench');
  const url = withDatabase(server.url, 'bench');
  await migrate(url);
  const store = createPostgresEventStore({ connectionString: url, poolSize: 10 });
  const pool = new Pool({ connectionString: url, max: 4 });
  try {
    const total = await seed(store, options.events);
    const timings = new Map<RebuildReference, Timings>(
      REBUILD_REFERENCES.map((ref) => [ref, { project: [], reference: [] }]),
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [reference, { project, reference: sql }] of timings) {
        project.push(await timeRebuild(store, pool, reference));
        sql.push(await timeReference(pool, reference));
        console.log(
          `round ${round}, ${reference.projection.name}: rebuild ${rate(total, project.at(-1))}` +
            ` events/s, INSERT … SELECT ${rate(total, sql.at(-1))} events/s`,
        );
      }
    }
    const results: Record<string, string> = { 'events in the store': format(total) };
    for (const [reference, measured] of timings)
      Object.assign(results, await summary(url, pool, reference, total, measured));
    console.table(results);
  } finally {
    await store.close();
    await pool.end();
    await server.stop();
  }
}

/** Appends new jobs of EVENTS_PER_JOB events each, 8 at a time; the store's event count. */
async function seed(store: AppendingEventStore, events: number): Promise<number> {
  await appendsPerSecond(
    {
      name: 'seed',
      append: async (streamId, batch) => {
        await store.append(streamId, batch, { expectedRevision: 'no_stream' });
      },
      close: async () => undefined,
    },
    8,
    Math.ceil(events / EVENTS_PER_JOB),
    () => newJobAppend(EVENTS_PER_JOB),
  );
  return store.countAfter(START);
}

async function timeRebuild(
  store: AppendingEventStore,
  pool: Pool,
  { projection }: RebuildReference,
) {
  const started = performance.now();
  await rebuildProjection(store, pool, projection);
  return performance.now() - started;
}

async function summary(
  url: string,
  pool: Pool,
  reference: RebuildReference,
  total: number,
  { project, reference: sql }: Timings,
): Promise<Record<string, string>> {
  const [projectRate, referenceRate] = [total / median(project), total / median(sql)].map(
    (perMs) => perMs * 1000,
  ) as [number, number];
  const name = reference.projection.name;
  const results: Record<string, string> = {
    [`${name} rebuild, events/s`]: format(projectRate),
    [`${name} INSERT … SELECT, events/s`]: format(referenceRate),
    [`${name} ratio`]: `${(projectRate / referenceRate).toFixed(2)}×`,
    [`${name} content hash`]: await projectionContentHash(pool, reference.projection),
  };
  if (reference.sameRows) {
    const hash = await referenceContentHash(url, reference);
    results[`${name} INSERT … SELECT, same hash`] = String(
      hash === results[`${name} content hash`],
    );
  }
  return results;
}

/** The content hash of the reference's table, read as if it were the projection's. */
async function referenceContentHash(url: string, reference: RebuildReference): Promise<string> {
  const referencePool = new Pool({
    connectionString: url,
    max: 1,
    options: `-c search_path=${REFERENCE_SCHEMA},public`,
  });
  try {
    return await projectionContentHash(referencePool, reference.projection);
  } finally {
    await referencePool.end();
  }
}

function rate(events: number, milliseconds = Number.NaN): string {
  return format((events * 1000) / milliseconds);
}

function format(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
