import { Counter, Histogram } from 'prom-client';
import type {
  WebhookAttempt,
  WebhookDeliveryObserver,
} from '../../webhooks/delivery/webhook-delivery-observer';
import { MetricsRegistry, PREFIX } from '../registry/metrics-registry';

type Labels = 'outcome';

/** Each webhook delivery attempt by its outcome, and how long it took. */
export class WebhookDeliveryMetrics implements WebhookDeliveryObserver {
  private readonly attempts: Counter<Labels>;
  private readonly duration: Histogram<Labels>;

  constructor(metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    this.attempts = new Counter({
      name: `${PREFIX}webhook_delivery_attempts_total`,
      help: 'Webhook delivery attempts by outcome: succeeded, retrying (tried again later) or failed (given up)',
      labelNames: ['outcome'],
      registers,
    });
    this.duration = new Histogram({
      name: `${PREFIX}webhook_delivery_duration_seconds`,
      help: 'How long a webhook delivery attempt took (the URL check and the POST to the receiver)',
      labelNames: ['outcome'],
      // The POST gives up after 10 s (post-webhook.ts) and the URL check comes before it, so a
      // timed-out attempt takes a little over 10 s: 15 keeps those out of +Inf.
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
      registers,
    });
  }

  attempted({ outcome, latencyMs }: WebhookAttempt): void {
    this.attempts.inc({ outcome });
    this.duration.observe({ outcome }, latencyMs / 1000);
  }
}
