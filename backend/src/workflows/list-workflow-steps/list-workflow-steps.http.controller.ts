import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { WorkflowStepDto } from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { WorkflowStepsReader } from '../shared/workflow-steps.reader';

@ApiTags('workflows')
@ApiBearerAuth()
@RequirePermissions('users')
@Controller('workflows')
export class ListWorkflowStepsHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly steps: WorkflowStepsReader,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'The workflow steps in order, each with its role' })
  async list(
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<WorkflowStepDto[]> {
    return this.steps.list(await this.scopes.resolve(user, query.company_id));
  }
}
