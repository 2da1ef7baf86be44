import type { Queryable } from '../database/pg-pool';

/** A workflow step as other modules see it: its company, the role it asks, its place. */
export interface WorkflowStepRow {
  readonly id: string;
  readonly company_id: string;
  readonly role_id: string;
  readonly position: number;
}

const STEP_COLUMNS = 'id, company_id, role_id, position';

/**
 * Workflow steps for set-based reads of another module (decision 0034), on the caller's pool or,
 * in a projection's batch, its client.
 */
export class WorkflowStepsDirectory {
  constructor(private readonly db: Queryable) {}

  /** The steps with these ids; an unknown id is left out. */
  async byIds(ids: readonly string[]): Promise<Map<string, WorkflowStepRow>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<WorkflowStepRow>(
      `SELECT ${STEP_COLUMNS} FROM workflow_steps WHERE id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Each company's steps in order (by position), by company id. */
  async ofCompanies(companyIds: readonly string[]): Promise<Map<string, WorkflowStepRow[]>> {
    const steps = new Map<string, WorkflowStepRow[]>();
    if (companyIds.length === 0) return steps;
    const { rows } = await this.db.query<WorkflowStepRow>(
      `SELECT ${STEP_COLUMNS} FROM workflow_steps WHERE company_id = ANY($1::uuid[])
       ORDER BY company_id, position`,
      [[...new Set(companyIds)]],
    );
    for (const row of rows) steps.set(row.company_id, [...(steps.get(row.company_id) ?? []), row]);
    return steps;
  }
}
