import type { Pool } from 'pg';

/**
 * Open job_list rows straight in the read model, for tests of the list queries: names repeat
 * every 25 rows (ties), review dates are NULL on every third row and repeat otherwise, progress
 * and creation times vary, and job_list_counts counts them. The rows have no events behind them,
 * so a rebuild would drop them.
 */
export async function seedJobListRows(
  pool: Pool,
  seed: { companyId: string; count: number; namePrefix: string },
): Promise<void> {
  await pool.query(
    `INSERT INTO job_list (id, company_id, name, status, revision, created_at, updated_at, uuid,
       reference_no, ff_est, lf_est, total_contract_amt, total_claim_amt, user_submitted,
       answer_data, progress_percent, progress_remaining, files, links, notes, form_id,
       form_version_id, origin, entry_user, review_at)
     SELECT gen_random_uuid(), $1, $2 || ' ' || lpad((g % 25)::text, 2, '0'), 'open', 1,
       timestamptz '2025-01-01' + g * interval '1 minute',
       timestamptz '2025-03-01' + g * interval '1 minute', gen_random_uuid(),
       'R-' || lpad(g::text, 5, '0'), false, false, '0.00', '0.00', '{}', '{}', (g * 37) % 101, 1,
       g % 4, g % 3, g % 5, 'seeded-form', 'seeded-version', 'seed', 'Seeder',
       CASE WHEN g % 3 <> 0 THEN timestamptz '2025-02-01' + (g % 7) * interval '1 day' END
     FROM generate_series(1, $3::int) g`,
    [seed.companyId, seed.namePrefix, seed.count],
  );
  await pool.query(
    `INSERT INTO job_list_counts (company_id, status, jobs) VALUES ($1, 'open', $2)
     ON CONFLICT (company_id, status) DO UPDATE SET jobs = job_list_counts.jobs + EXCLUDED.jobs`,
    [seed.companyId, seed.count],
  );
}
