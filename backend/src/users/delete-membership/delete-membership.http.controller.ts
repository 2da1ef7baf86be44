import { Controller, Delete, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { DeleteMembershipResponse } from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { DeleteMembershipService } from './delete-membership.service';

@ApiTags('users')
@ApiBearerAuth()
@RequirePermissions('users')
@Controller('membership')
export class DeleteMembershipHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly service: DeleteMembershipService,
  ) {}

  @Delete(':id')
  @ApiOkResponse({ description: 'The id of the deleted membership' })
  async delete(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DeleteMembershipResponse> {
    return this.service.delete(await this.scopes.resolve(user, query.company_id), user, id);
  }
}
