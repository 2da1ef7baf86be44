import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CompanyRoleDto } from '@job-intake/contracts/identity/users-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { CompanyScopeQueryDto, CompanyScopes } from '../../companies/company-scope';
import { SaveRoleRequestDto } from './save-role.request.dto';
import { SaveRoleService } from './save-role.service';

/** Adding and editing roles needs the workflows permission (spec section 6) besides users. */
@ApiTags('roles')
@ApiBearerAuth()
@RequirePermissions('users', 'workflows')
@Controller('roles')
export class SaveRoleHttpController {
  constructor(
    private readonly scopes: CompanyScopes,
    private readonly saveRole: SaveRoleService,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The new role' })
  async create(
    @Body() body: SaveRoleRequestDto,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CompanyRoleDto> {
    return this.saveRole.create(await this.scopes.resolve(user, query.company_id), user, body);
  }

  @Post(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The edited role' })
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SaveRoleRequestDto,
    @Query() query: CompanyScopeQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CompanyRoleDto> {
    return this.saveRole.update(await this.scopes.resolve(user, query.company_id), user, id, body);
  }
}
