import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RoleWorkflowUse } from '../../roles/role-workflow-use';

/** roles' question, answered from the company's steps inside the caller's transaction. */
@Injectable()
export class StepsRoleUse implements RoleWorkflowUse {
  async stepPositionOf(
    companyId: string,
    roleId: string,
    db: EntityManager,
  ): Promise<number | undefined> {
    const steps: { position: number }[] = await db.query(
      'SELECT position FROM workflow_steps WHERE company_id = $1 AND role_id = $2',
      [companyId, roleId],
    );
    return steps[0]?.position;
  }
}
