import { Body, Controller, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SaveUserResponse } from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { UpdateUserRequestDto } from './save-user.request.dto';
import { SaveUserService } from './save-user.service';

@ApiTags('users')
@ApiBearerAuth()
@RequirePermissions('users')
@Controller('user')
export class SaveUserHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly service: SaveUserService,
  ) {}

  @Patch(':id')
  @ApiOkResponse({ description: 'The saved user row' })
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateUserRequestDto,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<SaveUserResponse> {
    const companyId = await this.scopes.resolve(user, query.company_id);
    return this.service.update(companyId, user, id, body);
  }
}
