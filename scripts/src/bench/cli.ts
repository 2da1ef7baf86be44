import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { eventStoreBench } from './eventstore-bench';
import { frontendBench } from './frontend-bench';

const USAGE = `Usage: npm run bench -- eventstore [--events 200000] | frontend [--dist dir]

  eventstore   appends/s at 1 and 8 writers beside a bare INSERT … COMMIT loop and Emmett's
               PostgreSQL event store (interleaved rounds, medians, ratios), then projection
               rebuild events/s, on a throw-away embedded PostgreSQL
  frontend     JS and CSS (raw and gzip) that /login and /jobs load first, from a fresh
               production build (or --dist <built frontend>)`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { events: { type: 'string', default: '200000' }, dist: { type: 'string' } },
  });
  if (positionals[0] === 'frontend') {
    await frontendBench(values.dist);
    return 0;
  }
  if (positionals[0] !== 'eventstore') {
    console.error(USAGE);
    return 2;
  }
  const totalEvents = Number(values.events);
  if (!Number.isInteger(totalEvents) || totalEvents < 10_000) {
    console.error('--events must be a whole number of at least 10000');
    return 2;
  }
  await eventStoreBench({ singleWriterAppends: 2_000, concurrentAppends: 8_000 });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
