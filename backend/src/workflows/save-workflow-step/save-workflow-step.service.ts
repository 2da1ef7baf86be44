import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { WorkflowStepDto } from '@job-intake/contracts/identity/users-api';
import { Roles, type RoleSummary } from '../../roles/roles.reader';
import { DomainError } from '../../shared/domain-error';
import { WorkflowStepsReader } from '../shared/workflow-steps.reader';
import { lockWorkflow } from '../workflow-lock';

/** POST /workflows (a step at the end) and POST /workflows/{id} (another role for a step). */
@Injectable()
export class SaveWorkflowStepService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly steps: WorkflowStepsReader,
    private readonly roles: Roles,
  ) {}

  add(companyId: string, roleId: string): Promise<WorkflowStepDto> {
    return this.dataSource.transaction(async (db) => {
      await lockWorkflow(db, companyId);
      await assignableRole(this.roles, db, companyId, roleId, null);
      const id = randomUUID();
      await db.query(
        `INSERT INTO workflow_steps (id, company_id, role_id, position)
         SELECT $1, $2, $3, COALESCE(max(position), 0) + 1 FROM workflow_steps WHERE company_id = $2`,
        [id, companyId, roleId],
      );
      return this.steps.get(companyId, id, db);
    });
  }

  change(companyId: string, stepId: string, roleId: string): Promise<WorkflowStepDto> {
    return this.dataSource.transaction(async (db) => {
      await lockWorkflow(db, companyId);
      const found: unknown[] = await db.query(
        'SELECT 1 FROM workflow_steps WHERE id = $1 AND company_id = $2',
        [stepId, companyId],
      );
      if (found.length === 0) throw new DomainError('not_found', 'Workflow step not found');
      await assignableRole(this.roles, db, companyId, roleId, stepId);
      await db.query('UPDATE workflow_steps SET role_id = $1 WHERE id = $2', [roleId, stepId]);
      return this.steps.get(companyId, stepId, db);
    });
  }
}

/** The role must be the company's, assignable, and not on another step already. */
async function assignableRole(
  roles: Roles,
  db: EntityManager,
  companyId: string,
  roleId: string,
  stepId: string | null,
): Promise<RoleSummary> {
  const role = await roles.find(companyId, roleId, db);
  if (!role) throw new DomainError('not_found', 'Role not found');
  if (!role.assign_workflow) {
    throw new DomainError(
      'invalid',
      `role_id: the role '${role.name}' can't be given a workflow step; switch on Assignable to Workflow for it first.`,
    );
  }
  const taken: { id: string; position: number }[] = await db.query(
    'SELECT id, position FROM workflow_steps WHERE company_id = $1 AND role_id = $2',
    [companyId, roleId],
  );
  const other = taken.find((step) => step.id !== stepId);
  if (other) {
    throw new DomainError(
      'conflict',
      `The role '${role.name}' already has workflow step ${other.position}.`,
    );
  }
  return role;
}
