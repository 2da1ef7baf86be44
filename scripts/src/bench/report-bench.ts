import type { Pool } from 'pg';
import { COMPANY_STATUSES } from '@job-intake/contracts/identity/company-api';
import type { ReportFilter, ReportResponse } from '@job-intake/contracts/report/report-api';
import type { HttpClient } from './lists-http';
import { sendOk } from './lists-http';
import { interleavedLoads, peakDuring, type LoadResult, type Operation } from './lists-load';
import { markdownTable, seedSummary, type CaseRun } from './lists-report';
import { withSeededBackend } from './seeded-backend';

export interface ReportBenchOptions {
  readonly jobs: number;
}

const LOAD = { concurrency: 1, requests: 200, budgetMs: 30_000 } as const;
const ROUNDS = 4;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Issue 16's admin report bench: the real backend with `jobs` jobs (seeded-backend), then p50/p95
 * of POST /report and POST /report/xlsx for every company status over the last year, beside a
 * count(*) GROUP BY company and status over job_list on a pool of the bench (what the answer
 * would cost counted from the rows). The report's numbers are checked against the reference's.
 */
export async function reportBench(options: ReportBenchOptions): Promise<void> {
  await withSeededBackend(options.jobs, 'super', async ({ backend, client, pool, seeded }) => {
    const today = new Date();
    const filter: ReportFilter = {
      start_date: new Date(today.getTime() - 364 * DAY_MS).toISOString().slice(0, 10),
      end_date: today.toISOString().slice(0, 10),
      status: [...COMPANY_STATUSES],
    };
    await checkSameNumbers(client, pool, filter);
    const reference: Operation = async () => {
      await groupByJobList(pool, filter);
      return { wireBytes: 0, jsonBytes: 0 };
    };
    const runs: CaseRun[] = [];
    for (const path of ['/api/v1/report', '/api/v1/report/xlsx']) {
      const http: Operation = async () => {
        const answer = await client.send('POST', path, filter);
        if (answer.status !== 200) throw new Error(`POST ${path}: ${answer.status}`);
        return answer;
      };
      const { result, peak } = await peakDuring(
        interleavedLoads([http, reference], LOAD, ROUNDS),
        backend.rss,
      );
      const [httpRun, referenceRun] = result as [LoadResult, LoadResult];
      runs.push({
        name: `POST ${path.slice(7)}`,
        concurrency: 1,
        http: httpRun,
        reference: referenceRun,
        peakRss: peak,
      });
    }
    console.log(`\n${seedSummary(seeded)}\n\n${markdownTable(runs)}`);
  });
}

interface Counts {
  listed: number;
  created: number;
}

/** Jobs in the four lists and jobs created in the range, counted from job_list's rows. */
async function groupByJobList(pool: Pool, filter: ReportFilter): Promise<Counts> {
  const { rows } = await pool.query<{ status: string; jobs: number; created: number }>(
    `SELECT j.company_id, j.status, count(*)::int AS jobs,
            count(*) FILTER (WHERE j.created_at >= $1::date AT TIME ZONE 'UTC'
                               AND j.created_at < ($2::date + 1) AT TIME ZONE 'UTC')::int AS created
       FROM job_list j JOIN companies c ON c.id = j.company_id
      WHERE c.status = ANY($3::text[]) AND j.status IN ('open', 'pending', 'submitted', 'archived')
      GROUP BY j.company_id, j.status`,
    [filter.start_date, filter.end_date, filter.status],
  );
  return {
    listed: rows.reduce((sum, row) => sum + row.jobs, 0),
    created: rows.reduce((sum, row) => sum + row.created, 0),
  };
}

async function checkSameNumbers(client: HttpClient, pool: Pool, filter: ReportFilter) {
  const report = await sendOk<ReportResponse>(client, 'POST', '/api/v1/report', filter);
  const reported: Counts = { listed: 0, created: 0 };
  for (const row of report.companies) {
    reported.listed += Object.values(row.jobs).reduce((sum, jobs) => sum + jobs, 0);
    reported.created += row.jobs_created;
  }
  const counted = await groupByJobList(pool, filter);
  const agree = JSON.stringify(reported) === JSON.stringify(counted) ? 'agree' : 'DISAGREE';
  console.log(
    `Report: ${reported.listed} jobs in the lists, ${reported.created} created since ${filter.start_date}; job_list counts ${counted.listed} and ${counted.created} (${agree})`,
  );
}
