import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { InviteUserResponse } from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { CreateUserRequestDto } from './invite-user.request.dto';
import { InviteUserService } from './invite-user.service';

@ApiTags('users')
@ApiBearerAuth()
@RequirePermissions('users')
@Controller('user')
export class InviteUserHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly service: InviteUserService,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({
    description:
      'The pending invitation, as typed: the same answer whether or not the e-mail has an account',
  })
  async create(
    @Body() body: CreateUserRequestDto,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<InviteUserResponse> {
    return this.service.invite(await this.scopes.resolve(user, query.company_id), user, body);
  }
}
