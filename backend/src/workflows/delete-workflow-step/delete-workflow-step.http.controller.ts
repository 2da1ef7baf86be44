import { Controller, Delete, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { WorkflowStepDto } from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { DeleteWorkflowStepService } from './delete-workflow-step.service';

@ApiTags('workflows')
@ApiBearerAuth()
@RequirePermissions('users', 'workflows')
@Controller('workflow')
export class DeleteWorkflowStepHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly service: DeleteWorkflowStepService,
  ) {}

  @Delete(':id/:roleId')
  @ApiOkResponse({ description: 'The remaining steps, renumbered from 1' })
  async delete(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('roleId', new ParseUUIDPipe()) roleId: string,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<WorkflowStepDto[]> {
    const companyId = await this.scopes.resolve(user, query.company_id);
    return this.service.delete(companyId, id, roleId);
  }
}
