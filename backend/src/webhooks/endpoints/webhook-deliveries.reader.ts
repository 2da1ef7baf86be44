import { Inject, Injectable } from '@nestjs/common';
import type {
  WebhookDeliveryDto,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '@job-intake/contracts/integrations/webhooks-api';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import { publicStatus } from './webhook-endpoints.reader';

interface DeliveryRow {
  id: string;
  message_id: string;
  type: WebhookEventType;
  job_id: string;
  status: WebhookDeliveryStatus | 'sending';
  attempts: number;
  response_status: number | null;
  latency_ms: number | null;
  response_excerpt: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date;
}

const COLUMNS = `d.id::text, d.message_id, d.type, d.job_id, d.status, d.attempts,
  d.response_status, d.latency_ms, d.response_excerpt, d.created_at, d.last_attempt_at,
  d.next_attempt_at`;

/** An endpoint's deliveries as the delivery log shows them. */
@Injectable()
export class WebhookDeliveries {
  constructor(@Inject(PG_POOL) private readonly pool: Queryable) {}

  async page(
    endpointId: string,
    { offset, size, dir }: { offset: number; size: number; dir: 'asc' | 'desc' },
  ): Promise<{ rows: WebhookDeliveryDto[]; total: number }> {
    const order = dir === 'asc' ? 'ASC' : 'DESC';
    const [{ rows }, { rows: count }] = await Promise.all([
      this.pool.query<DeliveryRow>(
        `SELECT ${COLUMNS} FROM webhook_deliveries d WHERE d.endpoint_id = $1
         ORDER BY d.created_at ${order}, d.id ${order} OFFSET $2 LIMIT $3`,
        [endpointId, offset, size],
      ),
      this.pool.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM webhook_deliveries WHERE endpoint_id = $1',
        [endpointId],
      ),
    ]);
    return { rows: rows.map(deliveryDto), total: count[0]?.total ?? 0 };
  }

  /** One delivery of the endpoint; undefined for none. */
  async one(endpointId: string, id: string): Promise<WebhookDeliveryDto | undefined> {
    const { rows } = await this.pool.query<DeliveryRow>(
      `SELECT ${COLUMNS} FROM webhook_deliveries d WHERE d.endpoint_id = $1 AND d.id = $2`,
      [endpointId, id],
    );
    return rows[0] && deliveryDto(rows[0]);
  }
}

function deliveryDto(row: DeliveryRow): WebhookDeliveryDto {
  const open = row.status !== 'succeeded' && row.status !== 'failed';
  return {
    id: row.id,
    message_id: row.message_id,
    event_type: row.type,
    job_id: row.job_id,
    status: publicStatus(row.status),
    attempts: row.attempts,
    response_status: row.response_status,
    latency_ms: row.latency_ms,
    response_excerpt: row.response_excerpt,
    created_at: row.created_at.toISOString(),
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    next_attempt_at: open ? row.next_attempt_at.toISOString() : null,
  };
}
