import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RolesModule } from '../roles/roles.module';
import { CompanyScopes } from '../companies/company-scope';
import { DeleteWorkflowStepHttpController } from './delete-workflow-step/delete-workflow-step.http.controller';
import { DeleteWorkflowStepService } from './delete-workflow-step/delete-workflow-step.service';
import { ListWorkflowStepsHttpController } from './list-workflow-steps/list-workflow-steps.http.controller';
import { RoleUseModule } from './role-use/role-use.module';
import { WorkflowStepsReader } from './shared/workflow-steps.reader';
import { SaveWorkflowStepHttpController } from './save-workflow-step/save-workflow-step.http.controller';
import { SaveWorkflowStepService } from './save-workflow-step/save-workflow-step.service';
import { WorkflowStep } from './workflow-step.entity';
import { WorkflowStepWriter } from './workflow-step.writer';

const httpControllers = [
  ListWorkflowStepsHttpController,
  SaveWorkflowStepHttpController,
  DeleteWorkflowStepHttpController,
];

/** The company's review workflow (users page, Workflow Steps card). */
@Module({
  imports: [TypeOrmModule.forFeature([WorkflowStep]), RolesModule, RoleUseModule],
  controllers: httpControllers,
  providers: [
    CompanyScopes,
    WorkflowStepsReader,
    SaveWorkflowStepService,
    DeleteWorkflowStepService,
    WorkflowStepWriter,
  ],
  exports: [WorkflowStepsReader, WorkflowStepWriter],
})
export class WorkflowsModule {}
