import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  WEBHOOK_ENDPOINTS_PER_COMPANY,
  type CreatedWebhookEndpointDto,
  type CreateWebhookEndpointRequest,
} from '@job-intake/contracts/integrations/webhooks-api';
import { PG_POOL } from '../../database/database.module';
import { inTransaction } from '../../database/in-transaction';
import { DomainError } from '../../shared/domain-error';
import { newEndpointSecret } from '../endpoints/endpoint-secret';
import { EndpointSecrets } from '../endpoints/endpoint-secrets';
import { WebhookEndpoints } from '../endpoints/webhook-endpoints.reader';
import { EndpointUrlRules } from '../safety/endpoint-url-rules';

export const TOO_MANY_ENDPOINTS = `A company can have at most ${WEBHOOK_ENDPOINTS_PER_COMPANY} webhook endpoints; delete one first.`;

/** Adds an endpoint with a new secret, answered this once. */
@Injectable()
export class CreateEndpoint {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly urls: EndpointUrlRules,
    private readonly endpoints: WebhookEndpoints,
    private readonly secrets: EndpointSecrets,
  ) {}

  async create(
    companyId: string,
    request: CreateWebhookEndpointRequest,
  ): Promise<CreatedWebhookEndpointDto> {
    await this.urls.check(request.url);
    const secret = newEndpointSecret();
    // Made here rather than by the database: the sealed secret is bound to it.
    const id = randomUUID();
    await inTransaction(this.pool, async (tx) => {
      // One company's creations one at a time, so the limit holds under concurrency.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('webhooks:' || $1, 48))`, [
        companyId,
      ]);
      const { rowCount } = await tx.query(
        `INSERT INTO webhook_endpoints (id, company_id, url, description, event_types, secret)
         SELECT $1, $2, $3, $4, $5, $6
         WHERE (SELECT count(*) FROM webhook_endpoints WHERE company_id = $2) < $7`,
        [
          id,
          companyId,
          request.url,
          request.description ?? '',
          request.event_types,
          this.secrets.seal(id, secret),
          WEBHOOK_ENDPOINTS_PER_COMPANY,
        ],
      );
      if (!rowCount) throw new DomainError('invalid', TOO_MANY_ENDPOINTS);
    });
    return { endpoint: await this.endpoints.one(companyId, id), secret };
  }
}
