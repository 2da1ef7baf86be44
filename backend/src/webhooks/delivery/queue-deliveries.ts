import type { Queryable } from '../../database/pg-pool';

/**
 * The `webhook-id` of a delivery: derived from the endpoint and the webhook event, so the
 * processor's replay, a redelivery and a replay all send the id the first delivery had, and a
 * receiver that dedupes by it never takes one event twice.
 */
export const messageIdSql = (endpoint: string, event: string, type: string): string =>
  `'msg_' || substr(encode(sha256(convert_to(${endpoint}::text || ':' || ${event}::text || ':' || ${type}, 'UTF8')), 'hex'), 1, 32)`;

/**
 * Queues a delivery of each new webhook event to every endpoint of its company subscribed to its
 * type (paused and failing ones too: they get what waited when they are enabled again), in the
 * events' order. An endpoint created after the event does not get it (a replay can send it).
 * Resolves how many were queued.
 */
export async function queueDeliveriesOf(
  db: Queryable,
  events: readonly { event_id: string; type: string }[],
): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, type, job_id, message_id, origin)
     SELECT e.id, w.event_id, w.type, w.job_id, ${messageIdSql('e.id', 'w.event_id', 'w.type')}, 'event'
     FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS n(event_id, type, at)
     JOIN webhook_events w ON w.event_id = n.event_id AND w.type = n.type
     JOIN webhook_endpoints e ON e.company_id = w.company_id AND w.type = ANY(e.event_types)
       AND e.created_at <= w.occurred_at
     ORDER BY n.at, e.id
     ON CONFLICT (endpoint_id, event_id, type) WHERE origin = 'event' DO NOTHING`,
    [events.map((event) => event.event_id), events.map((event) => event.type)],
  );
  return rowCount ?? 0;
}
