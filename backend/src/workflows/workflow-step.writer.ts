import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { WorkflowStep } from './workflow-step.entity';

/** Adds workflow steps for other modules' set-up (decision 0034), in the caller's transaction. */
@Injectable()
export class WorkflowStepWriter {
  /** A step for the role after the company's last one. */
  async append(
    db: EntityManager,
    companyId: string,
    roleId: string,
    id?: string,
  ): Promise<WorkflowStep> {
    const position = (await db.countBy(WorkflowStep, { company_id: companyId })) + 1;
    return db.save(
      db.create(WorkflowStep, {
        id: id ?? randomUUID(),
        company_id: companyId,
        role_id: roleId,
        position,
      }),
    );
  }
}
