import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { WorkflowStepDto } from '@job-intake/contracts/identity/users-api';

const STEP_SELECT = `
  SELECT s.id, s.position,
         json_build_object('id', r.id, 'name', r.name, 'assign_workflow', r.assign_workflow) AS role
    FROM workflow_steps s
    JOIN roles r ON r.id = s.role_id`;

/** The company's workflow steps in order, read with SQL. */
@Injectable()
export class WorkflowStepsReader {
  constructor(private readonly dataSource: DataSource) {}

  list(companyId: string, db: EntityManager = this.dataSource.manager): Promise<WorkflowStepDto[]> {
    return db.query(`${STEP_SELECT} WHERE s.company_id = $1 ORDER BY s.position`, [companyId]);
  }

  /** The step every new job of the company starts on (the first by position), if any. */
  async firstStepOf(companyId: string): Promise<string | null> {
    const rows: { id: string }[] = await this.dataSource.query(
      'SELECT id FROM workflow_steps WHERE company_id = $1 ORDER BY position LIMIT 1',
      [companyId],
    );
    return rows[0]?.id ?? null;
  }

  async get(companyId: string, stepId: string, db: EntityManager): Promise<WorkflowStepDto> {
    const rows: WorkflowStepDto[] = await db.query(
      `${STEP_SELECT} WHERE s.company_id = $1 AND s.id = $2`,
      [companyId, stepId],
    );
    return rows[0] as WorkflowStepDto;
  }
}
