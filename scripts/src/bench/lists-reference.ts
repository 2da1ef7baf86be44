import type { Pool } from 'pg';
import type { JobListName } from '@job-intake/contracts/jobs/job-status';
import type { JobSort } from '@job-intake/contracts/jobs/jobs-api';
import type { PageInfo } from '@job-intake/contracts/paging';
import {
  jobListFilter,
  jobSearchFilter,
  readJobListPage,
  type JobPageRequest,
} from '@job-intake/backend/tools';
import { median } from './append-rounds';
import type { Outcome } from './lists-load';

/** A list page or a search page, as the bench asks the API for it (every paging parameter). */
export type ListReference = ({ list: JobListName } | { query: string }) &
  PageInfo<JobSort> & { after?: string };

export interface ReferenceQueries {
  /**
   * The statements GET /jobs and POST /search run (the backend's own page reader with the query
   * handlers' filters) straight on a pool of the bench: the same SQL without HTTP and Nest.
   */
  run(query: ListReference): Promise<Outcome>;
  /** EXPLAIN ANALYZE execution time (ms) of each of those statements (the count, the page), the
   * median of five. */
  executionMs(query: ListReference): Promise<number[]>;
}

interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}

const EXPLAIN_RUNS = 5;

type Plan = { 'QUERY PLAN': [{ 'Execution Time': number }] };

export function createReferenceQueries(pool: Pool, companyId: string): ReferenceQueries {
  const read = (db: Pool, query: ListReference) =>
    'query' in query
      ? readJobListPage(db, jobSearchFilter(companyId, query.query), pageOf(query))
      : readJobListPage(db, jobListFilter(companyId, query.list), pageOf(query));
  return {
    async run(query) {
      const json = Buffer.byteLength(JSON.stringify(await read(pool, query)));
      return { wireBytes: json, jsonBytes: json };
    },
    async executionMs(query) {
      const statements: Statement[] = [];
      await read(recording(pool, statements), query);
      const times: number[] = [];
      for (const { text, values } of statements) {
        const runs: number[] = [];
        for (let run = 0; run < EXPLAIN_RUNS; run += 1) {
          const { rows } = await pool.query<Plan>(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, [
            ...values,
          ]);
          runs.push(rows[0]?.['QUERY PLAN'][0]['Execution Time'] ?? Number.NaN);
        }
        times.push(median(runs));
      }
      return times;
    },
  };
}

function pageOf({ page, size, sort, dir, after }: ListReference): JobPageRequest {
  return { page, size, sort, dir, ...(after !== undefined && { after }) };
}

/** A pool that notes each statement it runs, for EXPLAIN to run them again. */
function recording(pool: Pool, statements: Statement[]): Pool {
  const query = (text: string, values: readonly unknown[] = []) => {
    statements.push({ text, values });
    return pool.query(text, [...values]);
  };
  return { query } as unknown as Pool;
}
