import type { PoolClient } from 'pg';
import type { JobStatus } from '@job-intake/contracts/jobs/job-status';
import type { ProjectionEvent } from '../../event-store/event-store.port';
import { jobIdOfStream } from '../../jobs/domain/job-stream';
import type { Projection } from '../../projections/projection';
import { WEBHOOK_SOURCE_EVENTS } from '../domain/webhook-events';
import { queueDeliveriesOf } from './queue-deliveries';
import { webhookEventRows } from './webhook-event-rows';

/** NOTIFYed when a batch queued deliveries: the sender's round starts at once. */
export const WEBHOOK_DELIVERIES_CHANNEL = 'webhook_deliveries_due';

/**
 * A side effect on the store's checkpointed subscription, like the e-mail outbox (decision 0048):
 * each job event a webhook reports on becomes its webhook events (webhook_events, with the
 * payload and the job's status after it, tracked in webhook_job_states), and each new one a
 * delivery for every endpoint of the company subscribed to its type, in the transaction that
 * moves this processor's checkpoint. The sender (webhook-sender.ts) sends them.
 *
 * A rebuild replays it in place and adds nothing: an event already in webhook_events queues no
 * delivery again, and a delivery's key (endpoint, event, type) is unique besides. A batch takes a
 * few set-based statements, none per event.
 */
export const webhookDeliveriesProjection: Projection = {
  name: 'webhook-deliveries',
  eventTypes: WEBHOOK_SOURCE_EVENTS,
  writes: 'side-effects',
  tables: [
    { name: 'webhook_events', orderBy: 'event_id, type' },
    { name: 'webhook_job_states', orderBy: 'job_id' },
    {
      name: 'webhook_deliveries',
      orderBy: 'id',
      hashedColumns: ['endpoint_id', 'event_id', 'type', 'job_id', 'message_id', 'origin'],
    },
  ],
  apply: (event, db) => applyWebhookBatch([event], db),
  applyBatch: applyWebhookBatch,
};

async function applyWebhookBatch(
  events: readonly ProjectionEvent[],
  db: PoolClient,
): Promise<void> {
  const statuses = await statusesOf(db, events);
  const rows = webhookEventRows(events, statuses);
  await saveStatuses(db, statuses);
  if (rows.length === 0) return;
  const { rows: firsts } = await db.query<{ event_id: string; type: string }>(
    `INSERT INTO webhook_events
     SELECT * FROM jsonb_populate_recordset(NULL::webhook_events, $1::jsonb)
     ON CONFLICT (event_id, type) DO NOTHING RETURNING event_id, type`,
    [JSON.stringify(rows)],
  );
  if (firsts.length === 0) return;
  const queued = await queueDeliveriesOf(db, firsts);
  if (queued) await db.query(`SELECT pg_notify('${WEBHOOK_DELIVERIES_CHANNEL}', '')`);
}

async function statusesOf(
  db: PoolClient,
  events: readonly ProjectionEvent[],
): Promise<Map<string, JobStatus>> {
  const jobIds = new Set(events.map((event) => jobIdOfStream(event.streamId)));
  jobIds.delete(null);
  const { rows } = await db.query<{ job_id: string; status: JobStatus }>(
    'SELECT job_id, status FROM webhook_job_states WHERE job_id = ANY($1::uuid[])',
    [[...jobIds]],
  );
  return new Map(rows.map((row) => [row.job_id, row.status]));
}

async function saveStatuses(db: PoolClient, statuses: Map<string, JobStatus>): Promise<void> {
  if (statuses.size === 0) return;
  await db.query(
    `INSERT INTO webhook_job_states (job_id, status)
     SELECT * FROM unnest($1::uuid[], $2::text[])
     ON CONFLICT (job_id) DO UPDATE SET status = EXCLUDED.status
     WHERE webhook_job_states.status IS DISTINCT FROM EXCLUDED.status`,
    [[...statuses.keys()], [...statuses.values()]],
  );
}
