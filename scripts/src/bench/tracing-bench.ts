import {
  type AppendingEventStore,
  createPostgresEventStore,
  ensureDatabase,
  migrate,
  type NewEvent,
  startThrowAwayPostgres,
  startTracing,
  traceAppend,
  traceCommand,
  withDatabase,
} from '@job-intake/backend/tools';
import { startOtlpReceiver, type OtlpReceiver } from '@job-intake/backend/testing';
import { appendsPerSecond, interleavedMedians, type AppendContender } from './append-rounds';
import { newJobAppend } from './bench-job-events';

export interface TracingBenchOptions {
  readonly appends: number;
}

const ROUNDS = 5;

/**
 * What tracing costs a command's append (docs/decisions/0043): appends/s of the append as main
 * made it (store.append alone), of the same append inside the command's and the append's spans
 * with tracing off (the no-op API), and with tracing on, exporting every span to a local OTLP
 * receiver; 1 and 8 writers, interleaved rounds, medians, on a throw-away embedded PostgreSQL.
 */
export async function tracingBench(options: TracingBenchOptions): Promise<void> {
  const server = await startThrowAwayPostgres();
  await ensureDatabase(server.url, 'bench');
  const url = withDatabase(server.url, 'bench');
  await migrate(url);
  const store = createPostgresEventStore({ connectionString: url, poolSize: 10 });
  const receiver = await startOtlpReceiver();
  const contenders: AppendContender[] = [
    contender('main', (streamId, events) => appendNew(store, streamId, events)),
    contender('off', (streamId, events) => tracedAppend(store, streamId, events)),
    contender('on', (streamId, events) => tracedAppend(store, streamId, events)),
  ];
  try {
    const results: Record<string, string> = {};
    for (const writers of [1, 8]) {
      const appends = writers === 1 ? options.appends : 4 * options.appends;
      const medians = await interleavedMedians(contenders, ROUNDS, (contender) =>
        contender.name === 'on'
          ? withTracing(receiver, () => appendsPerSecond(contender, writers, appends, newJobAppend))
          : appendsPerSecond(contender, writers, appends, newJobAppend),
      );
      results[`appends/s, ${writers} writer${writers > 1 ? 's' : ''}`] = comparison(medians);
    }
    console.table(results);
    console.log(`${receiver.spans.length} spans received by the local OTLP receiver`);
    const { bare, hooked } = await hookNanoseconds();
    console.log(
      `the spans' own time with tracing off: ${Math.round(hooked - bare)} ns per command ` +
        `(hooks around an append that does nothing: ${Math.round(hooked)} ns, without: ${Math.round(bare)} ns)`,
    );
  } finally {
    await store.close();
    await receiver.close();
    await server.stop();
  }
}

function contender(name: string, append: AppendContender['append']): AppendContender {
  return { name, append, close: async () => {} };
}

async function appendNew(
  store: AppendingEventStore,
  streamId: string,
  events: readonly NewEvent[],
): Promise<void> {
  await store.append(streamId, events, { expectedRevision: 'no_stream' });
}

/** The append as the command runner makes it now: in the command's span and the append's. */
function tracedAppend(
  store: AppendingEventStore,
  streamId: string,
  events: readonly NewEvent[],
): Promise<void> {
  return traceCommand(streamId, () =>
    traceAppend([{ streamId, events }], (stamp) => appendNew(store, streamId, stamp(events))),
  );
}

/**
 * The command's and the append's spans around an append that does nothing, with tracing off,
 * beside the same call without them: their own CPU time, which the appends/s cannot resolve.
 */
async function hookNanoseconds(calls = 200_000): Promise<{ bare: number; hooked: number }> {
  const { streamId, events } = newJobAppend();
  const nothing = async (_events: readonly NewEvent[]) => {};
  const time = async (call: () => Promise<void>) => {
    const started = process.hrtime.bigint();
    for (let index = 0; index < calls; index += 1) await call();
    return Number(process.hrtime.bigint() - started) / calls;
  };
  const bare = await time(() => nothing(events));
  const hooked = await time(() =>
    traceCommand(streamId, () =>
      traceAppend([{ streamId, events }], (stamp) => nothing(stamp(events))),
    ),
  );
  return { bare, hooked };
}

/** The SDK on for one round, exporting to the receiver (its last spans sent after the clock). */
async function withTracing<T>(receiver: OtlpReceiver, run: () => Promise<T>): Promise<T> {
  const tracing = await startTracing({
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    INSTANCE_ID: 'tracing-bench',
  });
  try {
    return await run();
  } finally {
    await tracing.shutdown();
  }
}

/** "main X/s, off Y/s (Y/X), on Z/s (Z/X)" from the medians in that order. */
function comparison(medians: readonly number[]): string {
  const [main = Number.NaN, off = Number.NaN, on = Number.NaN] = medians;
  const rate = (value: number) => Math.round(value).toLocaleString('en-US');
  const ratio = (value: number) => `${((value / main) * 100).toFixed(1)} %`;
  return `main ${rate(main)}/s, off ${rate(off)}/s (${ratio(off)}), on ${rate(on)}/s (${ratio(on)})`;
}
