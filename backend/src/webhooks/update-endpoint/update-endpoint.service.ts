import { Inject, Injectable } from '@nestjs/common';
import type {
  UpdateWebhookEndpointRequest,
  WebhookEndpointDto,
} from '@job-intake/contracts/integrations/webhooks-api';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import { DomainError } from '../../shared/domain-error';
import { ENDPOINT_NOT_FOUND, WebhookEndpoints } from '../endpoints/webhook-endpoints.reader';
import { EndpointUrlRules } from '../safety/endpoint-url-rules';

/**
 * Changes the fields sent. `enabled: false` pauses the endpoint; `true` sends again what waited,
 * after a pause or after it was disabled for failing.
 */
@Injectable()
export class UpdateEndpoint {
  constructor(
    @Inject(PG_POOL) private readonly pool: Queryable,
    private readonly urls: EndpointUrlRules,
    private readonly endpoints: WebhookEndpoints,
  ) {}

  async update(
    companyId: string,
    id: string,
    request: UpdateWebhookEndpointRequest,
  ): Promise<WebhookEndpointDto> {
    if (request.url !== undefined) await this.urls.check(request.url);
    const { rowCount } = await this.pool.query(
      `UPDATE webhook_endpoints SET
         url = COALESCE($3, url),
         description = COALESCE($4, description),
         event_types = COALESCE($5, event_types),
         disabled_reason = CASE $6::boolean WHEN true THEN NULL WHEN false THEN 'paused'
           ELSE disabled_reason END
       WHERE company_id = $1 AND id = $2`,
      [
        companyId,
        id,
        request.url ?? null,
        request.description ?? null,
        request.event_types ?? null,
        request.enabled ?? null,
      ],
    );
    if (rowCount === 0) throw new DomainError('not_found', ENDPOINT_NOT_FOUND);
    return this.endpoints.one(companyId, id);
  }
}
