import { Controller, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  WEBHOOK_SECRET_OVERLAP_HOURS,
  type RotatedWebhookSecretDto,
} from '@job-intake/contracts/integrations/webhooks-api';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import { CurrentUser } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { DomainError } from '../../shared/domain-error';
import { newEndpointSecret } from '../endpoints/endpoint-secret';
import { EndpointSecrets } from '../endpoints/endpoint-secrets';
import { assertWebhooksManageable } from '../endpoints/webhook-access';
import { ENDPOINT_NOT_FOUND } from '../endpoints/webhook-endpoints.reader';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('company/:companyId/webhooks')
export class RotateSecretHttpController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Queryable,
    private readonly secrets: EndpointSecrets,
  ) {}

  /**
   * A new secret, answered once; the one it replaces signs beside it (a second `v1,` signature)
   * for WEBHOOK_SECRET_OVERLAP_HOURS, so receivers can switch without losing a delivery.
   */
  @Post(':endpointId/rotate-secret')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The new secret, and until when the previous one still signs' })
  async rotate(
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @Param('endpointId', new ParseUUIDPipe()) endpointId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<RotatedWebhookSecretDto> {
    assertWebhooksManageable(user, companyId);
    const secret = newEndpointSecret();
    const { rows } = await this.pool.query<{ until: Date }>(
      `UPDATE webhook_endpoints SET previous_secret = secret, secret = $3,
         previous_secret_until = now() + make_interval(hours => $4), secret_rotated_at = now()
       WHERE company_id = $1 AND id = $2
       RETURNING previous_secret_until AS until`,
      [companyId, endpointId, this.secrets.seal(endpointId, secret), WEBHOOK_SECRET_OVERLAP_HOURS],
    );
    if (!rows[0]) throw new DomainError('not_found', ENDPOINT_NOT_FOUND);
    return { secret, previous_valid_until: rows[0].until.toISOString() };
  }
}
