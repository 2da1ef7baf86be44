import { Controller, Delete, HttpCode, Inject, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import { CurrentUser } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { DomainError } from '../../shared/domain-error';
import { assertWebhooksManageable } from '../endpoints/webhook-access';
import { ENDPOINT_NOT_FOUND } from '../endpoints/webhook-endpoints.reader';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('company/:companyId/webhooks')
export class DeleteEndpointHttpController {
  constructor(@Inject(PG_POOL) private readonly pool: Queryable) {}

  /** Removes the endpoint with its delivery log; what it had not received yet is not sent. */
  @Delete(':endpointId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted, with its deliveries' })
  async delete(
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @Param('endpointId', new ParseUUIDPipe()) endpointId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    assertWebhooksManageable(user, companyId);
    const { rowCount } = await this.pool.query(
      'DELETE FROM webhook_endpoints WHERE company_id = $1 AND id = $2',
      [companyId, endpointId],
    );
    if (rowCount === 0) throw new DomainError('not_found', ENDPOINT_NOT_FOUND);
  }
}
