import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { CreatedApiTokenDto } from '@job-intake/contracts/integrations/api-tokens-api';
import { CurrentUser, RequireAnyPermission } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { assertManagesTokensOf } from '../shared/token-management';
import { CreateApiTokenRequestDto } from './create-token.request.dto';
import { CreateTokenService } from './create-token.service';

/** POST /company/{companyId}/api-tokens: a new token; its secret is answered this once. */
@ApiTags('api-tokens')
@ApiBearerAuth()
@RequireAnyPermission('company', 'super')
@Controller('company/:companyId/api-tokens')
export class CreateTokenHttpController {
  constructor(private readonly tokens: CreateTokenService) {}

  @Post()
  @ApiCreatedResponse({ description: 'The token and its whole secret, shown this once' })
  @ApiBadRequestResponse({ description: 'A bad name, permission or expiry, named' })
  @ApiForbiddenResponse({ description: 'Not a company admin, or called with an API token' })
  @ApiNotFoundResponse({ description: 'Another company' })
  @ApiConflictResponse({ description: 'The company holds the most active tokens it may' })
  create(
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @Body() body: CreateApiTokenRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CreatedApiTokenDto> {
    assertManagesTokensOf(user, companyId);
    return this.tokens.create(user, body);
  }
}
