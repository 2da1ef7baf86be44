import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ApiTokenDto } from '@job-intake/contracts/integrations/api-tokens-api';
import { CurrentUser, RequireAnyPermission } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { TOKEN_COLUMNS, tokenDto, type ApiTokenRow } from '../shared/api-tokens.table';
import { assertManagesTokensOf } from '../shared/token-management';

/** GET /company/{companyId}/api-tokens: every token of the company, newest first, no secrets. */
@ApiTags('api-tokens')
@ApiBearerAuth()
@RequireAnyPermission('company', 'super', 'audit')
@Controller('company/:companyId/api-tokens')
export class ListTokensHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @ApiOkResponse({ description: 'The tokens, revoked and expired ones included, newest first' })
  @ApiForbiddenResponse({ description: 'Neither admin nor auditor, or called with an API token' })
  @ApiNotFoundResponse({ description: 'Another company' })
  async list(
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ApiTokenDto[]> {
    assertManagesTokensOf(user, companyId);
    const rows = (await this.dataSource.query(
      `SELECT ${TOKEN_COLUMNS} FROM api_tokens WHERE company_id = $1
       ORDER BY created_at DESC, id`,
      [companyId],
    )) as ApiTokenRow[];
    return rows.map(tokenDto);
  }
}
