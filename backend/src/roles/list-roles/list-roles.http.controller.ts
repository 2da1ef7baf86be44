import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CompanyRoleDto } from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { CompanyRolesReader } from '../shared/company-roles.reader';

@ApiTags('roles')
@ApiBearerAuth()
@RequirePermissions('users')
@Controller('roles')
export class ListRolesHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly roles: CompanyRolesReader,
  ) {}

  @Get()
  @ApiOkResponse({ description: "The company's roles, by name, with permissions and user count" })
  async list(
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CompanyRoleDto[]> {
    return this.roles.list(await this.scopes.resolve(user, query.company_id));
  }
}
