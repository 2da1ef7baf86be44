import type { LoadResult } from './lists-load';
import type { SeedTimes } from './lists-seed';
import { percentiles } from './lists-stats';

/** One case at one concurrency: the HTTP figures and, for lists and searches, the reference's. */
export interface CaseRun {
  readonly name: string;
  readonly concurrency: number;
  readonly http: LoadResult;
  readonly reference?: LoadResult;
  /** EXPLAIN ANALYZE execution time of each of the reference's statements, ms. */
  readonly executionMs?: readonly number[];
  /** The backend's highest resident set size while the case ran, bytes. */
  readonly peakRss: number;
}

const HEADER = [
  'case',
  'c',
  'requests',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'req/s',
  'answer kB (wire / JSON)',
  'same query on the pool, p50 / p95 ms',
  'ratio, p50 / p95',
  'CPU ms per request: backend + PostgreSQL / pool (PostgreSQL)',
  'EXPLAIN ANALYZE ms, each statement',
  'backend RSS MB',
];

/** The runs as a markdown table; a command's answer times get a row of their own. */
export function markdownTable(runs: readonly CaseRun[]): string {
  const rows = runs.flatMap((run) => {
    const answered = run.http.samples.flatMap((sample) => sample.answeredMs ?? []);
    const main = row(
      run,
      run.http.samples.map((sample) => sample.ms),
    );
    if (answered.length === 0) return [main];
    return [main, row({ ...run, name: `${run.name}: command answered` }, answered)];
  });
  return [HEADER, HEADER.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

function row(run: CaseRun, times: readonly number[]): string[] {
  const { p50, p95, p99 } = percentiles(times);
  const reference = run.reference && percentiles(run.reference.samples.map((sample) => sample.ms));
  const last = run.http.samples.at(-1);
  return [
    run.name,
    String(run.concurrency),
    String(run.http.samples.length),
    ms(p50),
    ms(p95),
    ms(p99),
    Math.round((run.http.samples.length * 1000) / run.http.wallMs).toLocaleString('en-US'),
    last ? `${kB(last.wireBytes)} / ${kB(last.jsonBytes)}` : '—',
    reference ? `${ms(reference.p50)} / ${ms(reference.p95)}` : '—',
    reference ? `${ratio(p50, reference.p50)} / ${ratio(p95, reference.p95)}` : '—',
    cpuPerRequest(run),
    run.executionMs ? run.executionMs.map(ms).join(' + ') : '—',
    mb(run.peakRss),
  ];
}

/**
 * The server's CPU time per request: the backend's and PostgreSQL's for HTTP, PostgreSQL's for the
 * pool. The machine's load stretches it less than a request's time.
 */
function cpuPerRequest({ http, reference }: CaseRun): string {
  const per = (used: number, load: LoadResult) => ms(used / load.samples.length);
  const served = http.cpu
    ? `${per(http.cpu.backendMs, http)} + ${per(http.cpu.databaseMs, http)}`
    : '—';
  return reference?.cpu ? `${served} / ${per(reference.cpu.databaseMs, reference)}` : served;
}

function ms(value: number): string {
  return value < 10
    ? value.toFixed(2)
    : value < 100
      ? value.toFixed(1)
      : Math.round(value).toLocaleString('en-US');
}

function ratio(value: number, reference: number): string {
  return `${(value / reference).toFixed(1)}×`;
}

function kB(bytes: number): string {
  return bytes < 1000 ? `${bytes} B` : (bytes / 1000).toFixed(1);
}

export function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0);
}

/** The seeding's events, their rate and the projections' catch-up, in one sentence. */
export function seedSummary(seeded: SeedTimes): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `Seeded ${seeded.events.toLocaleString('en-US')} events in ${seconds(seeded.appendMs)} ` +
    `(${Math.round((seeded.events * 1000) / seeded.appendMs).toLocaleString('en-US')} events/s); ` +
    `the projections caught up ${seconds(seeded.catchUpMs)} after the last append, ` +
    `${seconds(seeded.visibleMs)} after the first.`
  );
}
