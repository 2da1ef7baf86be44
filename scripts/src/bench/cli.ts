import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { browserBench } from './browser-bench';
import { eventStoreBench } from './eventstore-bench';
import { exportBench } from './export-bench';
import { DEFAULT_REFERENCE, guestBench } from './guest/guest-bench';
import { LISTS_BENCH_CASES, listsBench } from './lists-bench';
import { memoryBench } from './memory-bench';
import { photoBench } from './photo-bench';
import { rebuildBench } from './rebuild-bench';
import { reportBench } from './report-bench';
import { statsBench } from './stats-bench';
import { tracingBench } from './tracing-bench';
import { webhooksBench } from './webhooks-bench';

const USAGE = `Usage: npm run bench -- <bench> [options]

  eventstore [--appends 2000]
                            appends/s at 1 writer (8 writers: 4× the appends) beside a bare
                            INSERT … COMMIT loop and Emmett's PostgreSQL event store (interleaved
                            rounds, medians, ratios)
  rebuild [--events 200000] each read model's rebuild, events/s, beside one INSERT … SELECT of
                            the same events
  lists [--jobs 100000] [--cases all|search]
                            p50/p95/p99 of list pages, sorts, deep pages, searches, a job page and
                            a command read back, at 1, 4 and 8 users, beside the same SQL on a
                            pool; --cases search: a rare and a common term's first page and deep
                            pages by cursor and by number, at 4 users
  memory [--jobs 100000]    the backend's RSS steady after a list-and-search load (4 users), beside
                            the same build freshly started on the same data
  stats [--jobs 100000]     p50/p95 of POST /report/stats (30 days, 12 months, 3 years) beside the
                            same jobs counted per period by a GROUP BY over job_list
  report [--jobs 100000]    p50/p95 of the admin report (POST /report and /report/xlsx, every
                            company status, last year) beside a GROUP BY over job_list
  export [--jobs 100000]    rows/s and the backend's peak RSS of one POST /data/export of every
                            job, beside one SELECT of the same rows into memory
  browser [--jobs 100000] [--dist dir] [--save-reference build]
                            first-load JS/CSS per page beside the previous build's (kept in
                            browser/first-load-reference.json; --save-reference replaces it);
                            /jobs page changes at 100 and 1,000 rows beside the API's answer,
                            keystrokes in a 300-field form beside a 2-field one at 1x and
                            4x CPU slowdown, Lighthouse mobile and desktop on /login and /jobs/open
  frontend                  the same as browser
  guest [--reference 775b88f] [--dist dir] [--runs 3]
                            /link/{uuid}, /new/{appid} and /unsubscribe/{token} of this tree's
                            frontend (or --dist) beside the reference ref's, built in a temporary
                            worktree, one backend serving each in turn: time to usable and the
                            scripts (JS gzip) and bytes loaded by then on slow 4G and 4× CPU, and
                            Lighthouse mobile; medians beside issue 32's targets
  tracing [--appends 1000]  appends/s of a command's append as main made it, inside its spans with
                            tracing off, and with tracing on exporting to a local OTLP receiver
                            (1 writer, 8 writers: 4× the appends; interleaved rounds, medians)
  webhooks [--jobs 500]     p50/p95/max latency from commit to arrival and arrivals/s of the
                            job.created webhook beside the outbox's e-mail, jobs created through
                            the API by 3 clients at a steady pace, each with an e-mail request

Each runs on a throw-away embedded PostgreSQL (and a fresh build where it needs one).`;

type Options = Record<string, string | undefined>;

/** A bad option, told to the user with the usage's exit code. */
class UsageError extends Error {}

/** A positive whole number of at least `min` from an option, or an error naming it. */
function count(options: Options, name: string, fallback: number, min: number): number {
  const value = Number(options[name] ?? fallback);
  if (!Number.isInteger(value) || value < min) {
    throw new UsageError(`--${name} must be a whole number of at least ${min}`);
  }
  return value;
}

/** One of `values` from an option (the first when it is not given), or an error naming them. */
function oneOf<T extends string>(options: Options, name: string, values: readonly T[]): T {
  const value = options[name] ?? values[0];
  if (!values.includes(value as T)) {
    throw new UsageError(`--${name} must be one of ${values.join(', ')}`);
  }
  return value as T;
}

const BENCHES: Record<string, (options: Options) => Promise<void>> = {
  eventstore: (options) => {
    const appends = count(options, 'appends', 2_000, 100);
    return eventStoreBench({ singleWriterAppends: appends, concurrentAppends: 4 * appends });
  },
  rebuild: (options) => rebuildBench({ events: count(options, 'events', 200_000, 10_000) }),
  lists: (options) =>
    listsBench({
      jobs: count(options, 'jobs', 100_000, 1_000),
      cases: oneOf(options, 'cases', LISTS_BENCH_CASES),
    }),
  memory: (options) => memoryBench({ jobs: count(options, 'jobs', 100_000, 1_000) }),
  stats: (options) => statsBench({ jobs: count(options, 'jobs', 100_000, 1_000) }),
  report: (options) => reportBench({ jobs: count(options, 'jobs', 100_000, 1_000) }),
  export: (options) => exportBench({ jobs: count(options, 'jobs', 100_000, 1_000) }),
  tracing: (options) => tracingBench({ appends: count(options, 'appends', 1_000, 100) }),
  webhooks: (options) => webhooksBench({ jobs: count(options, 'jobs', 500, 10) }),
  photo: () => photoBench(),
  browser,
  frontend: browser,
  guest: (options) =>
    guestBench({
      reference: options.reference ?? DEFAULT_REFERENCE,
      dist: options.dist,
      runs: count(options, 'runs', 3, 1),
    }),
};

/** Pages in Chromium: `frontend` is its earlier name. */
function browser(options: Options): Promise<void> {
  return browserBench({
    jobs: count(options, 'jobs', 100_000, 1_000),
    dist: options.dist,
    saveReference: options['save-reference'],
  });
}

async function main(): Promise<number> {
  const args = readArgs();
  if (!args) return 2;
  const { positionals, values } = args;
  const bench = BENCHES[positionals[0] ?? ''];
  if (!bench) {
    console.error(USAGE);
    return 2;
  }
  try {
    await bench(values);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  return 0;
}

/** The command line, or `undefined` after printing the usage for an option it does not know. */
function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        events: { type: 'string' },
        jobs: { type: 'string' },
        dist: { type: 'string' },
        appends: { type: 'string' },
        cases: { type: 'string' },
        'save-reference': { type: 'string' },
        reference: { type: 'string' },
        runs: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message.split('.')[0]}.\n\n${USAGE}`);
    return undefined;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
