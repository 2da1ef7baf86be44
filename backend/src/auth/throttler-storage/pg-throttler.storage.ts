import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Pool } from 'pg';
import { PG_POOL } from '../../database/database.module';
import { SchedulesLease } from '../../workers/worker-leases';

/**
 * One hit, in one statement: a new or finished window starts at 1, a running one counts up, a
 * blocked key stays as it is until its block ends. The row lock of the upsert makes concurrent
 * hits on any instance count one after the other.
 */
const HIT = `
  INSERT INTO throttler_counters AS c (key, throttler, hits, expires_at, blocked_until)
  VALUES ($1, $2, 1, now() + $3 * interval '1 millisecond',
          CASE WHEN 1 > $4 THEN now() + $5 * interval '1 millisecond' END)
  ON CONFLICT (key, throttler) DO UPDATE SET
    hits = CASE WHEN c.blocked_until > now() THEN c.hits
                WHEN c.expires_at <= now() OR c.blocked_until IS NOT NULL THEN 1
                ELSE c.hits + 1 END,
    expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END,
    blocked_until = CASE
      WHEN c.blocked_until > now() THEN c.blocked_until
      WHEN c.expires_at > now() AND c.blocked_until IS NULL AND c.hits + 1 > $4
        THEN now() + $5 * interval '1 millisecond'
      WHEN (c.expires_at <= now() OR c.blocked_until IS NOT NULL) AND 1 > $4
        THEN now() + $5 * interval '1 millisecond'
    END
  RETURNING hits,
    ceil(extract(epoch FROM expires_at - now()))::int AS "timeToExpire",
    coalesce(blocked_until > now(), false) AS "isBlocked",
    greatest(ceil(extract(epoch FROM blocked_until - now())), 0)::int AS "timeToBlockExpire"`;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The throttler's counters in PostgreSQL (table throttler_counters), so that a limit holds across
 * every app instance behind the load balancer (decision 0030). Fixed windows: the first hit of a
 * key opens a window of `ttl`; a hit past `limit` blocks the key for `blockDuration`.
 */
@Injectable()
export class PgThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(PgThrottlerStorage.name);

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly schedules: SchedulesLease,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const block = blockDuration > 0 ? blockDuration : ttl;
    const { rows } = await this.pool.query<{
      hits: number;
      timeToExpire: number;
      isBlocked: boolean;
      timeToBlockExpire: number;
    }>(HIT, [key, throttlerName, ttl, limit, block]);
    const { hits, ...times } = rows[0]!;
    return { totalHits: hits, ...times };
  }

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'prune-throttler-counters' })
  async scheduledPrune(): Promise<void> {
    if (!this.schedules.held) return;
    await this.prune().catch((error: unknown) =>
      this.logger.warn(
        { err: error },
        'Pruning the throttler counters failed; the next run tries again',
      ),
    );
  }

  /** Forgets the keys past both their window and their block; answers how many. */
  async prune(): Promise<number> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM throttler_counters WHERE GREATEST(expires_at, blocked_until) < now()',
    );
    return rowCount ?? 0;
  }
}
