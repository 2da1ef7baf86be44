import { Inject, Injectable } from '@nestjs/common';
import type {
  WebhookDeliveryStatus,
  WebhookEndpointDto,
  WebhookEventType,
} from '@job-intake/contracts/integrations/webhooks-api';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import { DomainError } from '../../shared/domain-error';

export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';

interface EndpointRow {
  id: string;
  url: string;
  description: string;
  event_types: WebhookEventType[];
  disabled_reason: 'failing' | 'paused' | null;
  created_at: Date;
  secret_rotated_at: Date | null;
  last_status: WebhookDeliveryStatus | 'sending' | null;
  last_at: Date | null;
}

const SELECT_ENDPOINTS = `
  SELECT e.id, e.url, e.description, e.event_types, e.disabled_reason, e.created_at,
    e.secret_rotated_at, last.status AS last_status, last.last_attempt_at AS last_at
  FROM webhook_endpoints e
  LEFT JOIN LATERAL (
    SELECT status, last_attempt_at FROM webhook_deliveries d
    WHERE d.endpoint_id = e.id AND d.last_attempt_at IS NOT NULL
    ORDER BY d.last_attempt_at DESC LIMIT 1) last ON true`;

/** A company's endpoints as the API answers them (never their secrets). */
@Injectable()
export class WebhookEndpoints {
  constructor(@Inject(PG_POOL) private readonly pool: Queryable) {}

  async list(companyId: string): Promise<WebhookEndpointDto[]> {
    const { rows } = await this.pool.query<EndpointRow>(
      `${SELECT_ENDPOINTS} WHERE e.company_id = $1 ORDER BY e.created_at, e.id`,
      [companyId],
    );
    return rows.map(endpointDto);
  }

  /** The endpoint of this company; another company's is answered like a missing one. */
  async one(companyId: string, id: string): Promise<WebhookEndpointDto> {
    const { rows } = await this.pool.query<EndpointRow>(
      `${SELECT_ENDPOINTS} WHERE e.company_id = $1 AND e.id = $2`,
      [companyId, id],
    );
    if (!rows[0]) throw new DomainError('not_found', ENDPOINT_NOT_FOUND);
    return endpointDto(rows[0]);
  }
}

export function endpointDto(row: EndpointRow): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.event_types,
    enabled: row.disabled_reason === null,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at.toISOString(),
    secret_rotated_at: row.secret_rotated_at?.toISOString() ?? null,
    last_delivery:
      row.last_status && row.last_at
        ? { status: publicStatus(row.last_status), at: row.last_at.toISOString() }
        : null,
  };
}

/** A delivery in flight shows as still waiting: the API's statuses do not name `sending`. */
export function publicStatus(status: WebhookDeliveryStatus | 'sending'): WebhookDeliveryStatus {
  return status === 'sending' ? 'retrying' : status;
}
