import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'pg';
import { pageCount } from '@job-intake/contracts/paging';
import {
  createPostgresEventStore,
  ensureDatabase,
  migrate,
  startThrowAwayPostgres,
  withDatabase,
} from '@job-intake/backend/tools';
import { startBackend, type RunningBackend } from './lists-backend';
import { benchCases, PAGE_SIZE, type BenchCase } from './lists-cases';
import { createHttpClient, sendOk, type HttpClient } from './lists-http';
import {
  interleavedLoads,
  peakDuring,
  runLoad,
  type LoadOptions,
  type LoadResult,
} from './lists-load';
import { cpuBetween, serverCpuMeter, type CpuMeter, type CpuUse } from './lists-cpu';
import { createReferenceQueries } from './lists-reference';
import { markdownTable, mb, seedSummary, type CaseRun } from './lists-report';
import { percentiles } from './lists-stats';
import { createTemplateJob, seedJobs } from './lists-seed';
import { COMMON_TERM, rareTerm } from './lists-seed-jobs';

export interface ListsBenchOptions {
  readonly jobs: number;
  /**
   * `search`: only issue 29's search cases (a rare and a common term's first page, deep pages by
   * cursor and by number) at 4 users, in minutes; `all` (the default): every case at 1, 4, 8.
   */
  readonly cases: ListsBenchCases;
}

export const LISTS_BENCH_CASES = ['all', 'search'] as const;
export type ListsBenchCases = (typeof LISTS_BENCH_CASES)[number];

/** Requests per case: 200 at concurrency 1, 400 at 4, 800 at 8; a slow case stops after its budget. */
const LOADS = [
  { concurrency: 1, requests: 200, budgetMs: 20_000 },
  { concurrency: 4, requests: 400, budgetMs: 20_000 },
  { concurrency: 8, requests: 800, budgetMs: 20_000 },
] as const;
/** Issue 29's search target is set at 4 concurrent users. */
const SEARCH_LOADS = LOADS.filter((load) => load.concurrency === 4);
const WARM_UP_REQUESTS = 10;
/** A list's HTTP requests and its reference's take turns in this many rounds. */
const ROUNDS = 4;
const SAMPLED_JOBS = 1_000;
/**
 * The demo reviewer the backend seeds (README, "demo data"), written out as e2e/sign-in.ts does:
 * the seed's module holds Nest classes, which the bench's TypeScript loader cannot compile. The
 * reviewer holds an API key, which editing a job's settings needs (spec section 6).
 */
const REVIEWER = { email: 'reviewer@demo.job-intake.local', password: 'demo-reviewer-pass' };

/**
 * Issue 11's lists bench: the real backend (a process of its own) on a throw-away embedded
 * PostgreSQL, `jobs` jobs of the demo company appended through the project's event store and
 * folded by the backend's projections, then p50/p95/p99 over HTTP of the list pages, sorts,
 * deep pages, searches, the job page and a command read back, at concurrency 1, 4 and 8, each list
 * and search beside the same SQL statements run straight on a database pool.
 */
export async function listsBench(options: ListsBenchOptions): Promise<void> {
  const loadAtStart = loadavg()[0] as number;
  const server = await startThrowAwayPostgres();
  await ensureDatabase(server.url, 'bench');
  const url = withDatabase(server.url, 'bench');
  await migrate(url);
  // A throw-away database: the seeding commits need not wait for the disk.
  const store = createPostgresEventStore({
    connectionString: `${url}?options=${encodeURIComponent('-c synchronous_commit=off')}`,
    poolSize: 8,
  });
  const pool = new Pool({ connectionString: url, max: 8 });
  let backend: RunningBackend | undefined;
  let client: HttpClient | undefined;
  try {
    console.log('Building and starting the backend…');
    backend = await startBackend(url);
    const rssStarted = await backend.rss();
    client = createHttpClient(backend.baseUrl, 8);
    client.signIn(await signIn(client));
    const template = await createTemplateJob(client, store);
    const companyId = template.metadata.companyId as string;
    console.log(`Seeding ${options.jobs.toLocaleString('en-US')} jobs through the event store…`);
    const seeded = await seedJobs(store, pool, template, options.jobs);
    console.log(seedSummary(seeded));
    const open = await openJobs(pool, companyId);
    const rssSeeded = await backend.rss();
    const cases = benchCases({
      client,
      references: createReferenceQueries(pool, companyId),
      jobIds: open.sample,
      lastPage: pageCount(open.total, PAGE_SIZE),
      rareTerm: rareTerm(options.jobs),
      commonTerm: COMMON_TERM,
    });
    const loads = options.cases === 'search' ? SEARCH_LOADS : LOADS;
    const meter = serverCpuMeter(pool, backend.pid);
    const atRest = await cpuAtRest(meter);
    const runs: CaseRun[] = [];
    for (const benchCase of cases.filter((c) => options.cases === 'all' || c.search))
      runs.push(...(await runCase(benchCase, backend, loads, meter)));
    const context = [
      seedSummary(seeded),
      `The open list holds ${open.total.toLocaleString('en-US')} jobs.`,
      `Backend RSS: ${mb(rssStarted)} MB once started, ${mb(rssSeeded)} MB after the seeding.`,
      `CPU at rest (the event store's subscriptions polling): backend ${atRest.backendMs.toFixed(1)} ms/s, ` +
        `PostgreSQL ${atRest.databaseMs.toFixed(1)} ms/s; the CPU per request below includes it.`,
      `Load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]?.toFixed(1)} at the end.`,
    ];
    console.log(`\n${context.join('\n')}\n\n${markdownTable(runs)}`);
  } finally {
    client?.close();
    await backend?.stop();
    await store.close();
    await pool.end();
    await server.stop();
  }
}

const AT_REST_MS = 5_000;

/** The server's CPU time per second of wall time while no request comes. */
async function cpuAtRest(meter: CpuMeter): Promise<CpuUse> {
  const before = await meter();
  await sleep(AT_REST_MS);
  const used = cpuBetween(before, await meter());
  const perSecond = (ms: number) => (ms * 1000) / AT_REST_MS;
  return { backendMs: perSecond(used.backendMs), databaseMs: perSecond(used.databaseMs) };
}

async function signIn(client: HttpClient): Promise<string> {
  const answer = await sendOk<{ token: string }>(client, 'POST', '/api/v1/auth/login', REVIEWER);
  return answer.token;
}

/** How many jobs the open list holds, and a random sample of them for the job cases. */
export async function openJobs(
  pool: Pool,
  companyId: string,
): Promise<{ total: number; sample: string[] }> {
  const where = `company_id = $1 AND status = 'open'`;
  const count = await pool.query<{ total: string }>(
    `SELECT count(*) AS total FROM job_list WHERE ${where}`,
    [companyId],
  );
  const sample = await pool.query<{ id: string }>(
    `SELECT id FROM job_list WHERE ${where} ORDER BY random() LIMIT ${SAMPLED_JOBS}`,
    [companyId],
  );
  return { total: Number(count.rows[0]?.total), sample: sample.rows.map((row) => row.id) };
}

async function runCase(
  benchCase: BenchCase,
  backend: RunningBackend,
  loads: readonly LoadOptions[],
  meter: CpuMeter,
): Promise<CaseRun[]> {
  await runLoad(benchCase.http, { concurrency: 1, requests: WARM_UP_REQUESTS, budgetMs: 60_000 });
  const executionMs = await benchCase.explain?.();
  const runs: CaseRun[] = [];
  for (const load of loads) {
    const operations = benchCase.reference
      ? [benchCase.http, benchCase.reference]
      : [benchCase.http];
    const { result, peak } = await peakDuring(
      interleavedLoads(operations, load, ROUNDS, meter),
      backend.rss,
    );
    const [http, reference] = result as [LoadResult, LoadResult?];
    const p50 = percentiles(http.samples.map((sample) => sample.ms)).p50;
    console.log(`${benchCase.name}, c=${load.concurrency}: p50 ${p50.toFixed(1)} ms`);
    const { name } = benchCase;
    runs.push({ name, concurrency: load.concurrency, http, reference, executionMs, peakRss: peak });
  }
  return runs;
}
