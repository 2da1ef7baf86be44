import { Webhook } from 'standardwebhooks';
import {
  type CreatedWebhookEndpointDto,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryDto,
  type WebhookDeliveryPageDto,
  type WebhookPayload,
} from '@job-intake/contracts/integrations/webhooks-api';
import { DEMO_COMPANY_ID } from '@job-intake/backend/tools';
import type { ReceivedWebhook, WebhookReceiver } from '@job-intake/backend/testing';
import { percentiles } from '../bench/lists-stats';
import type { CheckResult } from './acknowledged-checks';
import type { Balancer } from './balancer';

const DELIVERY_WAIT_MS = 60_000;

export interface SubscribedEndpoint {
  readonly id: string;
  /** The admin who subscribed it, who reads its delivery log. */
  readonly adminToken: string;
  /** The requests whose signature did not verify, and why. */
  readonly badSignatures: string[];
}

/**
 * The admin subscribes an endpoint at the drill's receiver to every event type. The receiver
 * verifies each signature on arrival (the reference library refuses timestamps past 5 minutes).
 */
export async function subscribeEndpoint(
  balancer: Balancer,
  adminToken: string,
  receiver: WebhookReceiver,
): Promise<SubscribedEndpoint> {
  const created = await balancer.send<CreatedWebhookEndpointDto>(
    'POST',
    `/company/${DEMO_COMPANY_ID}/webhooks`,
    adminToken,
    { url: receiver.url(), description: 'Scale-out drill', event_types: WEBHOOK_EVENT_TYPES },
  );
  if (created.status !== 201)
    throw new Error(`Subscribing the webhook endpoint failed: HTTP ${created.status}`);
  const verifier = new Webhook(created.body.secret);
  const badSignatures: string[] = [];
  receiver.reply = (request) => {
    badSignatures.push(...unverified(verifier, request));
    return { status: 204 };
  };
  return { id: created.body.endpoint.id, adminToken, badSignatures };
}

/** One webhook-id as the receiver saw it: its first arrival and how many times it came. */
interface Arrival {
  readonly first: ReceivedWebhook;
  readonly payload: WebhookPayload;
  copies: number;
  sameBody: boolean;
}

/**
 * Every delivery the sender made for the endpoint reached the receiver (by webhook-id) and ended
 * succeeded, also the one the kill caught mid-post; after dedupe by webhook-id each message is one
 * event, a job's first arrivals come in its events' order, each acknowledged job's `job.created`
 * arrived, and every signature verifies with the Standard Webhooks reference library.
 */
export async function checkWebhooksOnce(
  receiver: WebhookReceiver,
  balancer: Balancer,
  endpoint: SubscribedEndpoint,
  jobIds: readonly string[],
): Promise<{ result: CheckResult; figures: Record<string, string> }> {
  const rows = await settledDeliveries(balancer, endpoint);
  const received = receiver.at(new URL(receiver.url()).pathname);
  const arrivals = arrivalsById(received);
  const wrong = [
    ...rows.flatMap((row) =>
      row.status !== 'succeeded' || !arrivals.has(row.message_id)
        ? [
            `${row.message_id}: ${row.status}, ${arrivals.has(row.message_id) ? '' : 'not '}received`,
          ]
        : [],
    ),
    ...unknownOrChanged(arrivals, new Set(rows.map((row) => row.message_id))),
    ...sameEventTwice(arrivals),
    ...outOfOrder(arrivals),
    ...jobIds.flatMap((id) =>
      [...arrivals.values()].some(
        ({ payload }) => payload.type === 'job.created' && payload.data.job_id === id,
      )
        ? []
        : [`${id}: no job.created`],
    ),
    ...endpoint.badSignatures,
  ];
  const duplicates = received.length - arrivals.size;
  const latencies = [...arrivals.values()].map(
    ({ first, payload }) => first.receivedAt - Date.parse(payload.timestamp),
  );
  const { p50, p95 } = latencies.length > 0 ? percentiles(latencies) : { p50: NaN, p95: NaN };
  return {
    result: {
      check:
        'each webhook delivered at least once, one event per webhook-id, in order per job, signed',
      ok: wrong.length === 0,
      detail:
        wrong.length > 0
          ? wrong.slice(0, 10).join('; ')
          : `${rows.length} deliveries succeeded, ${received.length} requests received ` +
            `(duplicates by webhook-id: ${duplicates}), ${jobIds.length} jobs' job.created among them`,
    },
    figures: {
      'webhook deliveries received (distinct webhook-ids)': `${received.length} (${arrivals.size})`,
      'webhook duplicates (same webhook-id again)': String(duplicates),
      'webhook deliveries attempted more than once': String(
        rows.filter((row) => row.attempts > 1).length,
      ),
      'webhook event → receiver latency p50 / p95': `${p50} / ${p95} ms`,
    },
  };
}

/** The endpoint's delivery log once none is open any more (or the wait is over). */
async function settledDeliveries(
  balancer: Balancer,
  endpoint: SubscribedEndpoint,
): Promise<WebhookDeliveryDto[]> {
  const deadline = Date.now() + DELIVERY_WAIT_MS;
  for (;;) {
    const log = await balancer.send<WebhookDeliveryPageDto>(
      'GET',
      `/company/${DEMO_COMPANY_ID}/webhooks/${endpoint.id}/deliveries?size=1000`,
      endpoint.adminToken,
    );
    if (log.status !== 200 || log.body.total > log.body.rows.length)
      throw new Error(`Reading the delivery log failed: HTTP ${log.status}, not on one page`);
    const open = log.body.rows.some((row) => row.status === 'pending' || row.status === 'retrying');
    if (!open || Date.now() > deadline) return log.body.rows;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function arrivalsById(received: readonly ReceivedWebhook[]): Map<string, Arrival> {
  const arrivals = new Map<string, Arrival>();
  for (const request of received) {
    const id = String(request.headers['webhook-id']);
    const seen = arrivals.get(id);
    if (!seen) {
      const payload = JSON.parse(request.body) as WebhookPayload;
      arrivals.set(id, { first: request, payload, copies: 1, sameBody: true });
      continue;
    }
    seen.copies += 1;
    seen.sameBody &&= seen.first.body === request.body;
  }
  return arrivals;
}

/** A webhook-id the sender never made, or one whose copies differ. */
function unknownOrChanged(arrivals: Map<string, Arrival>, made: Set<string>): string[] {
  return [...arrivals].flatMap(([id, arrival]) => [
    ...(made.has(id) ? [] : [`${id}: received, no such delivery`]),
    ...(arrival.sameBody ? [] : [`${id}: ${arrival.copies} copies with different bodies`]),
  ]);
}

/** Two webhook-ids for the same event of the same job. */
function sameEventTwice(arrivals: Map<string, Arrival>): string[] {
  const events = new Map<string, string>();
  const wrong: string[] = [];
  for (const [id, { payload }] of arrivals) {
    const key = `${payload.data.job_id}@${payload.data.job_revision} ${payload.type}`;
    const other = events.get(key);
    if (other) wrong.push(`${key}: webhook-ids ${other} and ${id}`);
    events.set(key, id);
  }
  return wrong;
}

/**
 * Per job, the first arrivals (the map keeps arrival order) never go back in revision; one job
 * event may make several webhook events.
 */
function outOfOrder(arrivals: Map<string, Arrival>): string[] {
  const last = new Map<string, number>();
  const wrong: string[] = [];
  for (const { payload } of arrivals.values()) {
    const { job_id: job, job_revision: revision } = payload.data;
    const before = last.get(job) ?? -1;
    if (revision < before) wrong.push(`${job}: revision ${revision} arrived after ${before}`);
    last.set(job, Math.max(before, revision));
  }
  return wrong;
}

function unverified(verifier: Webhook, request: ReceivedWebhook): string[] {
  try {
    verifier.verify(request.body, request.headers as Record<string, string>);
    return [];
  } catch (error) {
    return [`${String(request.headers['webhook-id'])}: signature ${String(error)}`];
  }
}
