import { Global, Module } from '@nestjs/common';
import { RoleWorkflowUse } from '../../roles/role-workflow-use';
import { StepsRoleUse } from './steps-role-use';

/** Global so that RolesModule gets the answer without importing workflows, which imports roles. */
@Global()
@Module({
  providers: [{ provide: RoleWorkflowUse, useClass: StepsRoleUse }],
  exports: [RoleWorkflowUse],
})
export class RoleUseModule {}
