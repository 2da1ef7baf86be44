import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserConfigResponse } from '@job-intake/contracts/identity/identity-api';
import { CurrentUser, SelfService } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { UserAccounts } from '../../users/user-accounts';
import { UserConfigRequestDto } from './user-config.request.dto';

/** The Job List Options of /settings: page size and the logo-or-location column. */
@ApiTags('settings')
@ApiBearerAuth()
@SelfService()
@Controller('settings')
export class UserConfigHttpController {
  constructor(private readonly accounts: UserAccounts) {}

  @Post('userConfig')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ result: 'success' }" })
  @ApiBadRequestResponse({ description: 'list_count or column_choice is not one of the options' })
  async save(
    @Body() body: UserConfigRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<UserConfigResponse> {
    await this.accounts.setListOptions(user.id, {
      list_count: body.list_count,
      column_choice: body.column_choice,
    });
    return { result: 'success' };
  }
}
