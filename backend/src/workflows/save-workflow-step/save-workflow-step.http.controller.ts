import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { WorkflowStepDto } from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { SaveWorkflowStepRequestDto } from './save-workflow-step.request.dto';
import { SaveWorkflowStepService } from './save-workflow-step.service';

@ApiTags('workflows')
@ApiBearerAuth()
@RequirePermissions('users', 'workflows')
@Controller('workflows')
export class SaveWorkflowStepHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly service: SaveWorkflowStepService,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The new last step' })
  async add(
    @Body() body: SaveWorkflowStepRequestDto,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<WorkflowStepDto> {
    return this.service.add(await this.scopes.resolve(user, query.company_id), body.role_id);
  }

  @Post(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The step with its new role' })
  async change(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SaveWorkflowStepRequestDto,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<WorkflowStepDto> {
    const companyId = await this.scopes.resolve(user, query.company_id);
    return this.service.change(companyId, id, body.role_id);
  }
}
