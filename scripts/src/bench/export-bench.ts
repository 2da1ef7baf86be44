import { parse } from 'csv-parse';
import type { Pool } from 'pg';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  DATA_EXPORT_PATH,
  DATA_EXPORT_STATUSES,
} from '@job-intake/contracts/export/data-export-api';
import { HISTORY_BATCH, historyStepTimes } from './export-history-reference';
import { peakDuring } from './lists-load';
import { sendOk, type HttpClient } from './lists-http';
import { seedSummary } from './lists-report';
import { DEMO_LOGINS, withSeededBackend } from './seeded-backend';

export interface ExportBenchOptions {
  readonly jobs: number;
}

const MB = 1024 * 1024;

/**
 * Issue 16's export bench: the real backend on a throw-away PostgreSQL, `jobs` jobs created over
 * three years (seeded-backend), then one POST /data/export of all of them by the super admin
 * (every status, the whole range) read as a browser would, its rows counted by csv-parse: rows/s
 * and the backend's peak resident set. Beside it, in the same run, one SELECT of the same
 * job_list rows into the bench's memory (no CSV, no History): what the rows cost to read at all,
 * and what holding them at once would cost in memory. The export's time includes the History's
 * RecordExport commands (batches of 250 jobs, two at a time); the History step is then timed
 * alone beside a bare append of the same events (export-history-reference).
 */
export async function exportBench(options: ExportBenchOptions): Promise<void> {
  await withSeededBackend(
    options.jobs,
    'super',
    async ({ backend, client, pool, store, companyId, seeded }) => {
      const token = await signIn(client);
      const idle = await backend.rss();
      const exported = await peakDuring(
        timed(() => exportAll(backend.baseUrl, token, companyId)),
        backend.rss,
      );
      const reference = await timed(() => selectAll(pool, companyId));
      const history = await historyStepTimes(store, pool, companyId);
      console.log(`\n${seedSummary(seeded)}\n`);
      console.log('| run | rows | seconds | rows/s | memory |');
      console.log('| --- | ---: | ---: | ---: | --- |');
      const rss = `backend RSS ${mb(idle)} before, ${mb(exported.peak)} peak`;
      console.log(row('POST /data/export (CSV + History)', exported.result, rss));
      const heap = `bench heap +${mb(reference.heapGrowth)}`;
      console.log(row('one SELECT into memory (reference)', reference, heap));
      console.log(`\nThe History step alone, median per ${HISTORY_BATCH} jobs:`);
      console.log(`RecordExport through the command runner ${history.commandMs.toFixed(0)} ms,`);
      console.log(
        `the same events in one bare append (reference) ${history.bareAppendMs.toFixed(0)} ms`,
      );
    },
  );
}

/** The super admin's token, for the form's token field (the client keeps its own). */
async function signIn(client: HttpClient): Promise<string> {
  const login = DEMO_LOGINS.super;
  return (await sendOk<{ token: string }>(client, 'POST', '/api/v1/auth/login', login)).token;
}

interface Timed {
  rows: number;
  ms: number;
  heapGrowth: number;
}

async function timed(run: () => Promise<number>): Promise<Timed> {
  const heap = process.memoryUsage().heapUsed;
  const started = performance.now();
  const rows = await run();
  return {
    rows,
    ms: performance.now() - started,
    heapGrowth: process.memoryUsage().heapUsed - heap,
  };
}

/** The tab's form post for every job, the CSV streamed through csv-parse and counted. */
async function exportAll(baseUrl: string, token: string, companyId: string): Promise<number> {
  const range = { created_from: '2000-01-01', created_to: '2100-12-31' };
  const form = new URLSearchParams({ token, company_id: companyId, ...range });
  for (const status of DATA_EXPORT_STATUSES) form.append('statuses[]', status);
  const answer = await fetch(new URL(DATA_EXPORT_PATH, baseUrl), { method: 'POST', body: form });
  if (answer.status !== 200 || !answer.body) throw new Error(`POST /data/export: ${answer.status}`);
  let rows = 0;
  const counter = parse({ columns: true });
  counter.on('data', () => (rows += 1));
  await pipeline(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>), counter);
  return rows;
}

async function selectAll(pool: Pool, companyId: string): Promise<number> {
  const { rows } = await pool.query(
    `SELECT * FROM job_list WHERE company_id = $1 AND status = ANY($2) ORDER BY status, created_at, id`,
    [companyId, DATA_EXPORT_STATUSES],
  );
  return rows.length;
}

function row(name: string, run: Timed, memory: string): string {
  const seconds = run.ms / 1000;
  return `| ${name} | ${run.rows.toLocaleString('en-US')} | ${seconds.toFixed(1)} | ${Math.round(run.rows / seconds).toLocaleString('en-US')} | ${memory} |`;
}

function mb(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}
