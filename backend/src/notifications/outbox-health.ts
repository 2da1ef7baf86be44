import type { Pool } from 'pg';

export interface OutboxHealth {
  /** Age in seconds of the oldest e-mail still waiting to be sent (pending or sending), or null. */
  readonly oldestUnsentSeconds: number | null;
  readonly unsent: number;
  /** E-mails given up on after their last attempt. */
  readonly failed: number;
}

/** How the e-mail outbox is doing, for the operator's doctor (issue 30 item 5). */
export async function outboxHealth(pool: Pool): Promise<OutboxHealth> {
  const { rows } = await pool.query<{ oldest: number | null; unsent: string; failed: string }>(
    `SELECT extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('pending', 'sending')))::float8 AS oldest,
            count(*) FILTER (WHERE status IN ('pending', 'sending')) AS unsent,
            count(*) FILTER (WHERE status = 'failed') AS failed
       FROM outbox_emails`,
  );
  const row = rows[0];
  return {
    oldestUnsentSeconds: row?.oldest ?? null,
    unsent: Number(row?.unsent ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}
