import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';

export interface OutboxBacklogFigures {
  /** E-mails waiting to be sent (including those waiting for a retry). */
  readonly pending: number;
  /** Age of the oldest of them; 0 when there is none. */
  readonly oldestSeconds: number;
}

/** How far the outbox is behind, in one query on its pending rows' index: for operators. */
@Injectable()
export class OutboxBacklog {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async read(): Promise<OutboxBacklogFigures> {
    const { rows } = await this.pool.query<{ pending: number; oldest_seconds: number }>(
      `SELECT count(*)::int AS pending,
              COALESCE(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest_seconds
         FROM outbox_emails WHERE status = 'pending'`,
    );
    const [row] = rows;
    return { pending: row?.pending ?? 0, oldestSeconds: row?.oldest_seconds ?? 0 };
  }
}
