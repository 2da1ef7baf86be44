import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { pageCount } from '@job-intake/contracts/paging';
import { median } from './append-rounds';
import { startBackend, type RunningBackend, type RssParts } from './lists-backend';
import { openJobs } from './lists-bench';
import { benchCases, PAGE_SIZE, type BenchCase } from './lists-cases';
import { createHttpClient } from './lists-http';
import { peakDuring, runLoad } from './lists-load';
import { createReferenceQueries } from './lists-reference';
import { mb, seedSummary } from './lists-report';
import { COMMON_TERM, rareTerm } from './lists-seed-jobs';
import { signIn, withSeededBackend, type SeededBackend } from './seeded-backend';

export interface MemoryBenchOptions {
  readonly jobs: number;
}

/** Four users, as issue 29's search figures; each list and search case in turn. */
const LOAD = { concurrency: 4, requests: 200, budgetMs: 20_000 } as const;
/** Long enough for V8's idle-time collections and the pool's idle timeout (10 s) to pass. */
const SETTLE_MS = 15_000;
const SAMPLES = 10;
const SAMPLE_EVERY_MS = 1_000;

interface Steady {
  readonly median: number;
  readonly max: number;
  readonly parts: RssParts;
}

/**
 * Issue 29 item 8: the backend's resident set size steady after a list-and-search load at `jobs`
 * jobs (settled, then sampled), beside the same built backend freshly started on the same data.
 * The embedded PostgreSQL is a process of its own and is not counted.
 */
export async function memoryBench(options: MemoryBenchOptions): Promise<void> {
  const loadAtStart = loadavg()[0] as number;
  await withSeededBackend(options.jobs, 'reviewer', async (bench) => {
    const seeded = await steadyRss(bench.backend);
    console.log(`Seeded; RSS steady at ${mb(seeded.median)} MB. List-and-search load…`);
    const { peak } = await peakDuring(listAndSearchLoad(bench, options.jobs), bench.backend.rss);
    const loaded = await steadyRss(bench.backend);
    await bench.backend.stop();
    console.log('Starting a fresh backend on the same data…');
    const fresh = await startBackend(bench.databaseUrl);
    const freshSteady = await steadyRss(fresh).finally(() => fresh.stop());
    console.log(
      [
        '',
        seedSummary(bench.seeded),
        `Load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]?.toFixed(1)} at the end.`,
        `Steady: the median (and max) of ${SAMPLES} samples ${SAMPLE_EVERY_MS / 1000} s apart, ` +
          `${SETTLE_MS / 1000} s after the moment named.`,
        '',
        '| backend RSS, MB | steady (max) | anon / file | peak during the load | ratio to fresh |',
        '| --- | --- | --- | --- | --- |',
        row('fresh on the same data (reference)', freshSteady, freshSteady),
        row(`after seeding ${options.jobs.toLocaleString('en-US')} jobs`, seeded, freshSteady),
        row('after the list-and-search load', loaded, freshSteady, peak),
      ].join('\n'),
    );
  });
}

/** The lists bench's list and search cases (those with a SQL reference), each at `LOAD`. */
async function listAndSearchLoad(bench: SeededBackend, jobs: number): Promise<void> {
  const client = createHttpClient(bench.backend.baseUrl, LOAD.concurrency);
  try {
    client.signIn(await signIn(client, 'reviewer'));
    const open = await openJobs(bench.pool, bench.companyId);
    const cases = benchCases({
      client,
      references: createReferenceQueries(bench.pool, bench.companyId),
      jobIds: open.sample,
      lastPage: pageCount(open.total, PAGE_SIZE),
      rareTerm: rareTerm(jobs),
      commonTerm: COMMON_TERM,
    }).filter((benchCase: BenchCase) => benchCase.reference);
    for (const benchCase of cases) {
      const { samples } = await runLoad(benchCase.http, LOAD);
      console.log(`${benchCase.name}: ${samples.length} requests`);
    }
  } finally {
    client.close();
  }
}

async function steadyRss(backend: RunningBackend): Promise<Steady> {
  await sleep(SETTLE_MS);
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    if (i > 0) await sleep(SAMPLE_EVERY_MS);
    samples.push(await backend.rss());
  }
  return {
    median: median(samples),
    max: Math.max(...samples),
    parts: await backend.rssParts(),
  };
}

function row(name: string, steady: Steady, fresh: Steady, peak?: number): string {
  const cells = [
    name,
    `${mb(steady.median)} (${mb(steady.max)})`,
    `${mb(steady.parts.anon)} / ${mb(steady.parts.file)}`,
    peak === undefined ? '—' : mb(peak),
    `${(steady.median / fresh.median).toFixed(2)}×`,
  ];
  return `| ${cells.join(' | ')} |`;
}
