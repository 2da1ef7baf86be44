import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CurrentUser, RequireAnyPermission } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { DomainError } from '../../shared/domain-error';
import { assertManagesTokensOf } from '../shared/token-management';

export const TOKEN_NOT_FOUND = 'API token not found';

/**
 * DELETE /company/{companyId}/api-tokens/{tokenId}: revokes the token. Every instance reads the
 * row on each request, so the next request with it is refused wherever it lands. Revoking a
 * revoked token keeps its first revocation time.
 */
@ApiTags('api-tokens')
@ApiBearerAuth()
@RequireAnyPermission('company', 'super')
@Controller('company/:companyId/api-tokens')
export class RevokeTokenHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Delete(':tokenId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiForbiddenResponse({ description: 'Not a company admin, or called with an API token' })
  @ApiNotFoundResponse({ description: 'No such token in the company, or another company' })
  async revoke(
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @Param('tokenId', new ParseUUIDPipe()) tokenId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    assertManagesTokensOf(user, companyId);
    const [, touched] = (await this.dataSource.query(
      `UPDATE api_tokens SET revoked_at = coalesce(revoked_at, now())
       WHERE id = $1 AND company_id = $2`,
      [tokenId, companyId],
    )) as [unknown, number];
    if (touched === 0) throw new DomainError('not_found', TOKEN_NOT_FOUND);
  }
}
