import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UsersListResponse } from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../shared/company-scope';
import { CompanyUsersReader } from '../shared/company-users.reader';

@ApiTags('users')
@ApiBearerAuth()
@RequirePermissions('users')
@Controller('users')
export class ListUsersHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly users: CompanyUsersReader,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'The company and its users (membership, role, cnt_id, key set)' })
  async list(
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<UsersListResponse> {
    return this.users.list(await this.scopes.resolve(user, query.company_id), user.id);
  }
}
