import type { Pool } from 'pg';
import type { StatsPeriod, StatsReportResponse } from '@job-intake/contracts/stats/stats-api';
import { addDays } from '@job-intake/contracts/stats/stats-api';
import { sendOk, type HttpClient } from './lists-http';
import { interleavedLoads, peakDuring, type LoadResult, type Operation } from './lists-load';
import { markdownTable, seedSummary, type CaseRun } from './lists-report';
import { withSeededBackend } from './seeded-backend';

export interface StatsBenchOptions {
  readonly jobs: number;
}

const LOAD = { concurrency: 1, requests: 200, budgetMs: 30_000 } as const;
const ROUNDS = 4;
const CASES: readonly { days: number; period: StatsPeriod }[] = [
  { days: 30, period: 'day' },
  { days: 365, period: 'month' },
  { days: 3 * 365, period: 'week' },
];

/**
 * Issue 16's statistics bench: the real backend on a throw-away PostgreSQL, `jobs` jobs created
 * over three years (lists-seed), then p50/p95 of POST /report/stats for three ranges beside the
 * same jobs counted per period by a GROUP BY over job_list on a pool of the bench (what the
 * answer costs without the job-stats projection). The two counts are checked to agree.
 */
export async function statsBench(options: StatsBenchOptions): Promise<void> {
  await withSeededBackend(
    options.jobs,
    'super',
    async ({ backend, client, pool, companyId, seeded }) => {
      const today = new Date().toISOString().slice(0, 10);
      const runs: CaseRun[] = [];
      for (const { days, period } of CASES) {
        const request = {
          company_id: companyId,
          start_date: addDays(today, 1 - days),
          end_date: today,
          period,
        };
        const http: Operation = async () => {
          const answer = await client.send('POST', '/api/v1/report/stats', request);
          if (answer.status !== 200) throw new Error(`POST /report/stats: ${answer.status}`);
          return answer;
        };
        const reference: Operation = async () => ({
          ...(await groupByJobList(pool, request)),
          jsonBytes: 0,
        });
        await checkSameCount(client, pool, request);
        const { result, peak } = await peakDuring(
          interleavedLoads([http, reference], LOAD, ROUNDS),
          backend.rss,
        );
        const [httpRun, referenceRun] = result as [LoadResult, LoadResult];
        const name = `stats: ${days} days by ${period}`;
        runs.push({ name, concurrency: 1, http: httpRun, reference: referenceRun, peakRss: peak });
      }
      console.log(`\n${seedSummary(seeded)}\n\n${markdownTable(runs)}`);
    },
  );
}

interface Range {
  company_id: string;
  start_date: string;
  end_date: string;
  period: StatsPeriod;
}

/** Jobs created per period, counted from job_list (UTC days, as the projection's). */
async function groupByJobList(
  pool: Pool,
  range: Range,
): Promise<{ wireBytes: number; total: number }> {
  const { rows } = await pool.query<{ jobs: number }>(
    `SELECT date_trunc($4, (created_at AT TIME ZONE 'UTC')::date) AS period, count(*)::int AS jobs,
            count(*) FILTER (WHERE origin = 'public_form')::int AS guests
     FROM job_list WHERE company_id = $1
       AND created_at >= $2::date AT TIME ZONE 'UTC'
       AND created_at < ($3::date + 1) AT TIME ZONE 'UTC'
     GROUP BY 1 ORDER BY 1`,
    [range.company_id, range.start_date, range.end_date, range.period],
  );
  return { wireBytes: 0, total: rows.reduce((sum, row) => sum + row.jobs, 0) };
}

async function checkSameCount(client: HttpClient, pool: Pool, range: Range): Promise<void> {
  const report = await sendOk<StatsReportResponse>(client, 'POST', '/api/v1/report/stats', range);
  const { total } = await groupByJobList(pool, range);
  const agree = report.totals.jobs_created === total ? 'agree' : 'DISAGREE';
  console.log(
    `${range.period} from ${range.start_date}: ${report.totals.jobs_created} jobs created, job_list counts ${total} (${agree})`,
  );
}
