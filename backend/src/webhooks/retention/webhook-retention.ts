import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import { type HourlyRun, HourlyRuns } from '../../workers/hourly-runs';

/** Rows one statement deletes: short transactions beside the sender and the projection. */
export const RETENTION_BATCH = 5_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionRun {
  deliveries: number;
  events: number;
}

/**
 * Every hour, forgets what is older than WEBHOOK_RETENTION_DAYS (decision 0058): the deliveries
 * that are done (succeeded or given up) and those still waiting for a disabled endpoint, then the
 * webhook events no delivery left refers to. An enabled endpoint's waiting deliveries are kept
 * whatever their age: they go out when the sender runs again.
 */
@Injectable()
export class WebhookRetention {
  readonly hourly: HourlyRun<RetentionRun>;

  constructor(
    @Inject(PG_POOL) private readonly pool: Queryable,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    hourly: HourlyRuns,
  ) {
    this.hourly = hourly.register('ForgetOldWebhookEvents', (now) => this.run(now));
  }

  /** The oldest moment still kept at `now`. */
  keptSince(now: Date): Date {
    return new Date(now.getTime() - this.config.WEBHOOK_RETENTION_DAYS * DAY_MS);
  }

  private async run(now: Date): Promise<RetentionRun> {
    const before = this.keptSince(now);
    return {
      deliveries: await this.inBatches(FORGET_DELIVERIES, before),
      events: await this.inBatches(FORGET_EVENTS, before),
    };
  }

  private async inBatches(sql: string, before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(sql, [before, RETENTION_BATCH]);
      total += rowCount ?? 0;
      if ((rowCount ?? 0) < RETENTION_BATCH) return total;
    }
  }
}

const FORGET_DELIVERIES = `
  DELETE FROM webhook_deliveries WHERE id IN (
    SELECT d.id FROM webhook_deliveries d
    JOIN webhook_endpoints e ON e.id = d.endpoint_id
    WHERE d.created_at < $1
      AND (d.status IN ('succeeded', 'failed')
        OR (e.disabled_reason IS NOT NULL AND d.status <> 'sending'))
    LIMIT $2)`;

const FORGET_EVENTS = `
  DELETE FROM webhook_events WHERE (event_id, type) IN (
    SELECT w.event_id, w.type FROM webhook_events w
    WHERE w.occurred_at < $1
      AND NOT EXISTS (
        SELECT 1 FROM webhook_deliveries d WHERE d.event_id = w.event_id AND d.type = w.type)
    LIMIT $2)`;
