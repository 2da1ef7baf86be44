import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { JOB_SORTS } from '@job-intake/contracts/jobs/jobs-api';
import { containsPattern } from '../../../database/paged-query';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { readJobListPage, type JobListFilter } from './job-list-page';
import { JOB_SEARCH_TEXT } from './job-search-text';
import { seedJobListRows } from './testing/seed-job-list-rows';

/**
 * The plans behind a page, with sorting and full scans priced out of reach: every sort key has
 * an index that gives its order (only the page's own rows are sorted), and the search has its
 * trigram index. Guards the expressions in job-sort-keys.ts and job-search-text.ts against
 * drifting from the ones migration 1764200000100 indexes.
 */
describe('readJobListPage plans', () => {
  let db: TestDatabase;
  let pool: Pool;
  const companyId = randomUUID();
  const plans: string[] = [];
  const explaining = {
    query: async (sql: string, params: unknown[]) => {
      const plan = await pool.query(`EXPLAIN (COSTS OFF) ${sql}`, params);
      plans.push(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      return pool.query(sql, params);
    },
  } as unknown as Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 1 });
    await seedJobListRows(pool, { companyId, count: 300, namePrefix: 'Plan' });
    await pool.query('ANALYZE job_list');
    await pool.query('SET enable_seqscan = off');
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const list: JobListFilter = {
    where: 'company_id = $1 AND status = $2',
    params: [companyId, 'open'],
  };

  it.each(JOB_SORTS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
    'reads a page by %s from an index, first and past the middle',
    async (order) => {
      const [sort, dir] = order.split(' ') as [(typeof JOB_SORTS)[number], 'asc' | 'desc'];
      await pool.query('SET enable_sort = off');
      for (const page of [1, 3]) {
        plans.length = 0;
        const answer = await readJobListPage(explaining, list, { page, size: 100, sort, dir });
        expect(answer.jobs).toHaveLength(100);
        const pagePlan = plans[1] ?? '';
        expect(pagePlan.match(/Sort Key/g)).toHaveLength(1);
        expect(pagePlan).toMatch(/Index (Only )?Scan/);
      }
      await pool.query('RESET enable_sort');
    },
  );

  it.each(JOB_SORTS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
    'reads the pages beside a page by %s from its cursors, seeking in an index',
    async (order) => {
      const [sort, dir] = order.split(' ') as [(typeof JOB_SORTS)[number], 'asc' | 'desc'];
      const at = (page: number, seek = {}) =>
        readJobListPage(explaining, list, { page, size: 100, sort, dir, ...seek });
      const ids = (answer: { jobs: { id: string }[] }) => answer.jobs.map((job) => job.id);
      const [first, second, third] = [await at(1), await at(2), await at(3)];
      await pool.query('SET enable_sort = off');
      plans.length = 0;
      const next = await at(3, { after: second.after });
      expect(plans[1]).toMatch(/Index (Only )?Scan/);
      expect(plans[1]?.match(/Sort Key/g) ?? []).toHaveLength(1);
      const previous = await at(1, { before: second.before });
      await pool.query('RESET enable_sort');
      expect(ids(next)).toEqual(ids(third));
      expect(ids(previous)).toEqual(ids(first));
    },
  );

  it('can find with the trigram index', async () => {
    // With this few rows the company's indexes are cheaper: drop them in a transaction undone after.
    await pool.query('BEGIN');
    const { rows } = await pool.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'job_list'
         AND indexname NOT IN ('job_list_pkey', 'job_list_search')`,
    );
    for (const { indexname } of rows) await pool.query(`DROP INDEX ${indexname}`);
    plans.length = 0;
    const search: JobListFilter = {
      where: `company_id = $1 AND status <> 'deleted' AND ${JOB_SEARCH_TEXT} LIKE $2`,
      params: [companyId, containsPattern('plan 07')],
    };
    const answer = await readJobListPage(explaining, search, {
      page: 1,
      size: 100,
      sort: 'updated',
      dir: 'desc',
    });
    await pool.query('ROLLBACK');
    expect(answer.total).toBe(12);
    expect(plans[0]).toContain('job_list_search');
  });
});
