import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { eventStoreBench } from './eventstore-bench';

const USAGE = `Usage: npm run bench -- eventstore [--events 200000]

  eventstore   appends/s with 1 and 8 writers, and projection rebuild events/s, on a throw-away
               embedded PostgreSQL`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { events: { type: 'string', default: '200000' } },
  });
  if (positionals[0] !== 'eventstore') {
    console.error(USAGE);
    return 2;
  }
  const totalEvents = Number(values.events);
  if (!Number.isInteger(totalEvents) || totalEvents < 10_000) {
    console.error('--events must be a whole number of at least 10000');
    return 2;
  }
  await eventStoreBench({ singleWriterAppends: 2_000, concurrentAppends: 8_000, totalEvents });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
