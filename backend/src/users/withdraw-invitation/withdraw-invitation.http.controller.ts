import { Controller, Delete, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { WithdrawInvitationResponse } from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { WithdrawInvitationService } from './withdraw-invitation.service';

@ApiTags('users')
@ApiBearerAuth()
@RequirePermissions('users')
@Controller('invitation')
export class WithdrawInvitationHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly service: WithdrawInvitationService,
  ) {}

  @Delete(':id')
  @ApiOkResponse({ description: 'The id of the withdrawn invitation' })
  async withdraw(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<WithdrawInvitationResponse> {
    return this.service.withdraw(await this.scopes.resolve(user, query.company_id), id);
  }
}
