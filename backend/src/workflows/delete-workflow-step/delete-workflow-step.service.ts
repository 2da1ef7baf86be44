import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ONLY_STEP_MESSAGE, type WorkflowStepDto } from '@job-intake/contracts/identity/users-api';
import { DomainError } from '../../shared/domain-error';
import { WorkflowStepsReader } from '../shared/workflow-steps.reader';
import { lockWorkflow } from '../workflow-lock';

/** DELETE /workflow/{id}/{roleid}: never the only step; the steps after it move up. */
@Injectable()
export class DeleteWorkflowStepService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly steps: WorkflowStepsReader,
  ) {}

  delete(companyId: string, stepId: string, roleId: string): Promise<WorkflowStepDto[]> {
    return this.dataSource.transaction(async (db) => {
      await lockWorkflow(db, companyId);
      const found: { position: number }[] = await db.query(
        'SELECT position FROM workflow_steps WHERE id = $1 AND company_id = $2 AND role_id = $3',
        [stepId, companyId, roleId],
      );
      const step = found[0];
      if (!step) throw new DomainError('not_found', 'Workflow step not found');
      const [{ count }] = (await db.query(
        'SELECT count(*)::int AS count FROM workflow_steps WHERE company_id = $1',
        [companyId],
      )) as [{ count: number }];
      if (count <= 1) throw new DomainError('conflict', ONLY_STEP_MESSAGE);
      await db.query('DELETE FROM workflow_steps WHERE id = $1', [stepId]);
      await db.query(
        'UPDATE workflow_steps SET position = position - 1 WHERE company_id = $1 AND position > $2',
        [companyId, step.position],
      );
      return this.steps.list(companyId, db);
    });
  }
}
