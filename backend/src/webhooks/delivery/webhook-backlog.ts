import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { WebhookEndpointDto } from '@job-intake/contracts/integrations/webhooks-api';
import { PG_POOL } from '../../database/database.module';

export type DisabledReason = NonNullable<WebhookEndpointDto['disabled_reason']>;

export interface WebhookBacklogFigures {
  /** Deliveries to enabled endpoints not finished yet: waiting, waiting to retry, or sending. */
  readonly open: number;
  /** Age of the oldest of them (since it was queued); 0 when there is none. */
  readonly oldestOpenSeconds: number;
  /** Endpoints whose deliveries stopped, by why: failing (disabled by the sender) or paused. */
  readonly disabled: Readonly<Record<DisabledReason, number>>;
}

/**
 * How far the webhook deliveries are behind, in one query: for operators. A disabled endpoint's
 * deliveries stay queued until an admin enables it again (a paused one may wait for weeks), so
 * they are not counted as open, which would hold the oldest age up all that time: the endpoint
 * counts among the disabled instead.
 */
@Injectable()
export class WebhookBacklog {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async read(): Promise<WebhookBacklogFigures> {
    const { rows } = await this.pool.query<{
      open: number;
      oldest_seconds: number;
      failing: number;
      paused: number;
    }>(
      `SELECT waiting.open, stopped.failing, stopped.paused,
              COALESCE(extract(epoch FROM now() - waiting.oldest), 0)::float8 AS oldest_seconds
         FROM (SELECT count(*)::int AS open, min(d.created_at) AS oldest
                 FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
                WHERE d.status IN ('pending', 'retrying', 'sending') AND e.disabled_reason IS NULL
              ) waiting,
              (SELECT count(*) FILTER (WHERE disabled_reason = 'failing')::int AS failing,
                      count(*) FILTER (WHERE disabled_reason = 'paused')::int AS paused
                 FROM webhook_endpoints WHERE disabled_reason IS NOT NULL) stopped`,
    );
    const [row] = rows;
    return {
      open: row?.open ?? 0,
      oldestOpenSeconds: row?.oldest_seconds ?? 0,
      disabled: { failing: row?.failing ?? 0, paused: row?.paused ?? 0 },
    };
  }
}
