import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { Pool } from 'pg';
import { DATABASE_URL } from '../../config/app-config';
import { PG_POOL } from '../../database/database.module';
import type { OpenChangeChannel } from '../../event-store/change-notifier';
import { listenForAppends } from '../../event-store/postgres/listen-channel';
import { drainClaimed } from '../../workers/claimed-rows';
import { LeasedWorker, type Round } from '../../workers/leased-worker';
import { messageOf } from '../../workers/worker-lease';
import { nextAttemptDelay, RETRY_POLICY, type RetryPolicy } from '../domain/retry-policy';
import { SealedValueError } from '../../credentials/secret-box';
import { EndpointSecrets } from '../endpoints/endpoint-secrets';
import { EndpointUrlRules } from '../safety/endpoint-url-rules';
import * as deliveries from './delivery-rows';
import type { ClaimedDelivery, SendingEndpoint } from './delivery-rows';
import { FailingEndpoints } from './failing-endpoints';
import { POST_LIMITS, PostFailed, postWebhook, type PostLimits } from './post-webhook';
import { signedHeaders } from './sign-webhook';
import {
  WEBHOOK_DELIVERY_OBSERVER,
  type WebhookAttemptOutcome,
  type WebhookDeliveryObserver,
} from './webhook-delivery-observer';
import { WEBHOOK_DELIVERIES_CHANNEL } from './webhook-deliveries.projection';

export interface WebhookSenderOptions {
  readonly pollMs: number;
  /** A claimed endpoint or delivery not renewed within this time was interrupted. */
  readonly leaseMs: number;
  /** Endpoints sent to at once (each one's deliveries one after another). */
  readonly lanes: number;
  readonly retry: RetryPolicy;
  readonly post: PostLimits;
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookSenderOptions = {
  pollMs: 1000,
  leaseMs: 60_000,
  lanes: 8,
  retry: RETRY_POLICY,
  post: POST_LIMITS,
};

/**
 * Sends the queued deliveries (decision 0048). Each endpoint is sent to under its own lease (one
 * sender per endpoint across instances), its deliveries one at a time, a job's in order; each is
 * claimed before the attempt, so a process killed mid-delivery leaves it `sending`, and the next
 * holder sends it again with the same webhook-id: at least once, deduped by the receiver. A 2xx
 * answer is a success; anything else (another status, no answer in time, a body past the limit,
 * an address that is no longer allowed) is retried with a growing delay for a day, then given up,
 * and an endpoint that keeps failing is disabled (failing-endpoints.ts). The loop runs in the
 * instance holding the `webhook-sender` lease.
 */
@Injectable()
export class WebhookSender extends LeasedWorker {
  protected readonly worker = 'webhook-sender';
  protected readonly logger = new Logger('Webhooks');
  /** Replaceable in tests (shorter retries). */
  options: WebhookSenderOptions = DEFAULT_WEBHOOK_OPTIONS;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    private readonly urls: EndpointUrlRules,
    private readonly failing: FailingEndpoints,
    private readonly secrets: EndpointSecrets,
    @Optional()
    @Inject(WEBHOOK_DELIVERY_OBSERVER)
    private readonly observer?: WebhookDeliveryObserver,
  ) {
    super();
  }

  /** Sends what is due to every endpoint; resolves how many deliveries succeeded. */
  async drain({ afterTakeover, signal }: Round = { afterTakeover: false }): Promise<number> {
    await deliveries.releaseInterrupted(this.pool, afterTakeover);
    const endpoints = await deliveries.dueEndpoints(this.pool);
    let succeeded = 0;
    const lane = async () => {
      for (let id = endpoints.shift(); id !== undefined && !signal?.aborted; id = endpoints.shift())
        succeeded += await this.sendTo(id, signal);
    };
    await Promise.all(Array.from({ length: this.options.lanes }, lane));
    return succeeded;
  }

  protected pollMs(): number {
    return this.options.pollMs;
  }

  protected override wakeChannel(): OpenChangeChannel {
    return listenForAppends(this.databaseUrl, WEBHOOK_DELIVERIES_CHANNEL);
  }

  private async sendTo(endpointId: string, signal?: AbortSignal): Promise<number> {
    const { leaseMs } = this.options;
    const claimed = await deliveries.claimEndpoint(this.pool, endpointId, leaseMs);
    if (!claimed) return 0;
    try {
      const endpoint = this.openedOrLogged(claimed);
      if (!endpoint) return 0;
      return await drainClaimed<ClaimedDelivery>(
        this.pool,
        {
          claimEach: async (dueBy, work) => {
            const next = () => deliveries.claimNext(this.pool, endpoint.id, dueBy, leaseMs);
            for (let delivery = await next(); delivery; delivery = await next()) {
              if (!(await work(delivery))) return;
            }
          },
          perform: (delivery) => this.attempt(endpoint, delivery),
          done: (delivery) => this.record(delivery, 'succeeded', null),
          failed: (delivery, error) => this.failed(endpoint, delivery, error),
        },
        signal,
      );
    } finally {
      await deliveries.releaseEndpoint(this.pool, claimed.id);
    }
  }

  /**
   * The endpoint with its secrets opened; none when they do not open (another SECRETS_KEY sealed
   * them): its deliveries wait, their retries unspent, and the other endpoints go on.
   */
  private openedOrLogged(claimed: SendingEndpoint): SendingEndpoint | undefined {
    try {
      return this.secrets.opened(claimed);
    } catch (error) {
      if (!(error instanceof SealedValueError)) throw error;
      this.logger.error(`Webhook endpoint ${claimed.id} not sent to: ${error.message}`);
      return undefined;
    }
  }

  /** One attempt: the URL checked again, the body signed and posted; throws unless 2xx. */
  private async attempt(endpoint: SendingEndpoint, delivery: ClaimedDelivery): Promise<void> {
    const started = performance.now();
    const outcome = (status: number | null, excerpt: string | null) => {
      delivery.outcome = {
        response_status: status,
        response_excerpt: excerpt,
        latency_ms: Math.round(performance.now() - started),
      };
    };
    try {
      const target = await this.urls.check(endpoint.url);
      const body = JSON.stringify(delivery.payload);
      const headers = signedHeaders(delivery.message_id, body, endpoint, new Date());
      const answer = await postWebhook(target, headers, body, this.options.post);
      outcome(answer.status, answer.excerpt);
      if (answer.status < 200 || answer.status > 299)
        throw new PostFailed(`answered ${answer.status}`, answer.status, answer.excerpt);
    } catch (error) {
      const failed = error instanceof PostFailed ? error : undefined;
      outcome(failed?.status ?? null, failed?.excerpt ?? messageOf(error));
      throw error;
    }
  }

  /** The attempt's outcome on its row, then told to the observer. */
  private async record(
    delivery: ClaimedDelivery,
    outcome: WebhookAttemptOutcome,
    nextInMs: number | null,
  ): Promise<void> {
    await deliveries.recordAttempt(this.pool, delivery, outcome, nextInMs);
    this.observer?.attempted({ outcome, latencyMs: delivery.outcome?.latency_ms ?? 0 });
  }

  private async failed(
    endpoint: SendingEndpoint,
    delivery: ClaimedDelivery,
    error: unknown,
  ): Promise<void> {
    const delay = nextAttemptDelay(
      delivery.attempts,
      delivery.created_at,
      new Date(),
      this.options.retry,
    );
    await this.record(delivery, delay === null ? 'failed' : 'retrying', delay);
    this.logger.warn(
      `Webhook ${delivery.message_id} to endpoint ${endpoint.id}, attempt ${delivery.attempts}${delay === null ? ', giving up' : ''}: ${messageOf(error)}`,
    );
    if (delay === null) await this.failing.givenUp(endpoint.id);
  }
}
