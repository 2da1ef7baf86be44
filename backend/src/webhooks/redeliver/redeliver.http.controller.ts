import { Controller, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { WebhookDeliveryDto } from '@job-intake/contracts/integrations/webhooks-api';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import { CurrentUser } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { DomainError } from '../../shared/domain-error';
import { WEBHOOK_DELIVERIES_CHANNEL } from '../delivery/webhook-deliveries.projection';
import { assertWebhooksManageable } from '../endpoints/webhook-access';
import { WebhookDeliveries } from '../endpoints/webhook-deliveries.reader';
import { WebhookEndpoints } from '../endpoints/webhook-endpoints.reader';

export const DELIVERY_NOT_FOUND = 'Webhook delivery not found';

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('company/:companyId/webhooks')
export class RedeliverHttpController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Queryable,
    private readonly endpoints: WebhookEndpoints,
    private readonly deliveries: WebhookDeliveries,
  ) {}

  /** Queues the delivery's event again, with the same webhook-id, as a new entry of the log. */
  @Post(':endpointId/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'The new delivery, queued' })
  @ApiNotFoundResponse({ description: 'No such endpoint or delivery in this company' })
  async redeliver(
    @Param('companyId', new ParseUUIDPipe()) companyId: string,
    @Param('endpointId', new ParseUUIDPipe()) endpointId: string,
    @Param('deliveryId') deliveryId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<WebhookDeliveryDto> {
    assertWebhooksManageable(user, companyId);
    await this.endpoints.one(companyId, endpointId);
    if (!/^[1-9]\d{0,17}$/.test(deliveryId)) throw new DomainError('not_found', DELIVERY_NOT_FOUND);
    const { rows } = await this.pool.query<{ id: string }>(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, type, job_id, message_id, origin)
       SELECT endpoint_id, event_id, type, job_id, message_id, 'redeliver'
       FROM webhook_deliveries WHERE endpoint_id = $1 AND id = $2
       RETURNING id::text`,
      [endpointId, deliveryId],
    );
    if (!rows[0]) throw new DomainError('not_found', DELIVERY_NOT_FOUND);
    await this.pool.query(`SELECT pg_notify('${WEBHOOK_DELIVERIES_CHANNEL}', '')`);
    const queued = await this.deliveries.one(endpointId, rows[0].id);
    if (!queued) throw new DomainError('not_found', DELIVERY_NOT_FOUND);
    return queued;
  }
}
