import type { Pool } from 'pg';

/** The workflow step every new job of the company starts on (the first by position), if any. */
export async function firstWorkflowStep(pool: Pool, companyId: string): Promise<string | null> {
  const { rows } = await pool.query<{ id: string }>(
    'SELECT id FROM workflow_steps WHERE company_id = $1 ORDER BY position LIMIT 1',
    [companyId],
  );
  return rows[0]?.id ?? null;
}
