import { collectDefaultMetrics, Registry } from 'prom-client';

/** Where every name of this app's metrics starts (Node's own keep prom-client's names). */
export const PREFIX = 'job_intake_';

/**
 * This app instance's registry: Node's own figures (event-loop lag, heap, GC) and every metric
 * counted as it happens, each sample labelled with the instance (INSTANCE_ID). Prometheus adds
 * `instance` (its scrape target) itself, so ours is `instance_id`.
 */
export class MetricsRegistry {
  readonly registry = new Registry();

  constructor(readonly instanceId: string) {
    this.registry.setDefaultLabels({ instance_id: instanceId });
    collectDefaultMetrics({ register: this.registry });
  }

  /** One registry of this one and others (collected at scrape time), with the instance label. */
  with(others: readonly Registry[]): Registry {
    const merged = Registry.merge([this.registry, ...others]);
    merged.setDefaultLabels({ instance_id: this.instanceId });
    return merged;
  }
}
