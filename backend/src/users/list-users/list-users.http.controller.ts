import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UsersListResponse } from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopes } from '../../companies/company-scope';
import { CompanyUsersReader } from '../shared/company-users.reader';
import { ListUsersRequestDto } from './list-users.request.dto';

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
  @ApiOkResponse({
    description:
      'The company, one page of its users (membership, role, cnt_id, key set) with the total, and its open invitations',
  })
  async list(
    @Query() { company_id, ...query }: ListUsersRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<UsersListResponse> {
    return this.users.list(await this.scopes.resolve(user, company_id), user.id, query);
  }
}
