import { Inject, Injectable } from '@nestjs/common';
import type { ReplayWebhookResultDto } from '@job-intake/contracts/integrations/webhooks-api';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import { DomainError } from '../../shared/domain-error';
import { messageIdSql } from '../delivery/queue-deliveries';
import { WEBHOOK_DELIVERIES_CHANNEL } from '../delivery/webhook-deliveries.projection';
import { WebhookEndpoints } from '../endpoints/webhook-endpoints.reader';
import { WebhookRetention } from '../retention/webhook-retention';

/** The most deliveries one replay queues; a receiver refills the rest from its last position. */
export const REPLAY_LIMIT = 10_000;

export const ONE_REPLAY_START = 'Send one of from_date and from_position: where the replay starts.';

/**
 * Queues the endpoint's subscribed events since a date or position again (oldest first, at
 * most REPLAY_LIMIT), with their original webhook-ids, for a receiver that lost its data. Events
 * older than the retention (webhook-retention.ts) are gone: the answer says since when they are kept.
 */
@Injectable()
export class ReplayEvents {
  constructor(
    @Inject(PG_POOL) private readonly pool: Queryable,
    private readonly endpoints: WebhookEndpoints,
    private readonly retention: WebhookRetention,
  ) {}

  async replay(
    companyId: string,
    endpointId: string,
    from: { from_date?: string; from_position?: number },
  ): Promise<ReplayWebhookResultDto> {
    if ((from.from_date === undefined) === (from.from_position === undefined))
      throw new DomainError('invalid', ONE_REPLAY_START);
    await this.endpoints.one(companyId, endpointId);
    const { rowCount } = await this.pool.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, type, job_id, message_id, origin)
       SELECT e.id, w.event_id, w.type, w.job_id, ${messageIdSql('e.id', 'w.event_id', 'w.type')}, 'replay'
       FROM webhook_endpoints e
       JOIN webhook_events w ON w.company_id = e.company_id AND w.type = ANY(e.event_types)
       WHERE e.id = $1 AND ($2::timestamptz IS NULL OR w.occurred_at >= $2::timestamptz)
         AND ($3::bigint IS NULL OR w.commit_position >= $3::bigint)
       ORDER BY w.commit_position, w.prepare_position, w.type
       LIMIT $4`,
      [endpointId, from.from_date ?? null, from.from_position ?? null, REPLAY_LIMIT],
    );
    if (rowCount) await this.pool.query(`SELECT pg_notify('${WEBHOOK_DELIVERIES_CHANNEL}', '')`);
    return {
      queued: rowCount ?? 0,
      kept_since: this.retention.keptSince(new Date()).toISOString(),
    };
  }
}
