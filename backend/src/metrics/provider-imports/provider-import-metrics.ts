import { Counter, Histogram } from 'prom-client';
import type {
  ProviderImportObserver,
  ProviderImportOutcome,
} from '../../provider-imports/provider-import-observer';
import { MetricsRegistry, PREFIX } from '../registry/metrics-registry';

type Labels = 'outcome';

/** Each round of a provider import by its outcome, and how long it took. */
export class ProviderImportMetrics implements ProviderImportObserver {
  private readonly rounds: Counter<Labels>;
  private readonly duration: Histogram<Labels>;

  constructor(metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    this.rounds = new Counter({
      name: `${PREFIX}provider_imports_total`,
      help: 'Provider import rounds by outcome: imported, refused, not-awaited or retry (failed, tried again later)',
      labelNames: ['outcome'],
      registers,
    });
    this.duration = new Histogram({
      name: `${PREFIX}provider_import_duration_seconds`,
      help: 'How long a provider import round took (the provider call and recording its answer)',
      labelNames: ['outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
  }

  resolved(outcome: ProviderImportOutcome, seconds: number): void {
    this.rounds.inc({ outcome });
    this.duration.observe({ outcome }, seconds);
  }
}
