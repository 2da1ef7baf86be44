import { MetricsRegistry } from '../registry/metrics-registry';
import { parsePrometheusText } from '../testing/prometheus-text';
import { WebhookDeliveryMetrics } from './webhook-delivery-metrics';

describe('webhook delivery metrics', () => {
  it('count each attempt by its outcome and time it in seconds', async () => {
    const metrics = new MetricsRegistry('unit');
    const observer = new WebhookDeliveryMetrics(metrics);

    observer.attempted({ outcome: 'succeeded', latencyMs: 40 });
    observer.attempted({ outcome: 'succeeded', latencyMs: 60 });
    observer.attempted({ outcome: 'retrying', latencyMs: 10_200 });
    observer.attempted({ outcome: 'failed', latencyMs: 500 });

    const families = parsePrometheusText(await metrics.registry.metrics());
    const attempts = families.get('job_intake_webhook_delivery_attempts_total')?.samples ?? [];
    expect(
      Object.fromEntries(attempts.map(({ labels, value }) => [labels.outcome, value])),
    ).toEqual({ succeeded: 2, retrying: 1, failed: 1 });
    const duration = families.get('job_intake_webhook_delivery_duration_seconds')?.samples ?? [];
    const of = (suffix: string, outcome: string, le?: string) =>
      duration.find(
        ({ name, labels }) =>
          name.endsWith(suffix) && labels.outcome === outcome && labels.le === le,
      )?.value;
    expect(of('_sum', 'succeeded')).toBeCloseTo(0.1);
    expect(of('_count', 'succeeded')).toBe(2);
    // A timed-out POST (10 s and the URL check) has a bucket of its own below +Inf.
    expect(of('_bucket', 'retrying', '10')).toBe(0);
    expect(of('_bucket', 'retrying', '15')).toBe(1);
  });
});
