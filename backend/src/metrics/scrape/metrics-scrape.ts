import { Counter, type Registry } from 'prom-client';
import { setTimeout as sleep } from 'node:timers/promises';
import { MetricsRegistry, PREFIX } from '../registry/metrics-registry';
import type { ScrapeCollector } from './scrape-collector';

/** Longest a collector may take; Prometheus's own scrape timeout is 10 s by default. */
export const COLLECT_TIMEOUT_MS = 2_000;

export interface ScrapeAnswer {
  readonly contentType: string;
  readonly body: string;
}

/**
 * One scrape: every collector at once, each bounded in time. One that fails or is too slow (a
 * slow database) is left out and counted; one still running from the last scrape is waited on
 * again rather than started twice, so slow scrapes never pile queries onto the database.
 */
export class MetricsScrape {
  private readonly failures: Counter<'collector'>;
  private readonly running = new Map<ScrapeCollector, Promise<void>>();

  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly collectors: readonly ScrapeCollector[],
    private readonly timeoutMs = COLLECT_TIMEOUT_MS,
  ) {
    this.failures = new Counter({
      name: `${PREFIX}metrics_collect_failures_total`,
      help: 'Scrape-time collections that failed or timed out (their metrics were left out)',
      labelNames: ['collector'],
      registers: [metrics.registry],
    });
  }

  async answer(): Promise<ScrapeAnswer> {
    const collected = await Promise.all(this.collectors.map((collector) => this.within(collector)));
    const registry = this.metrics.with(collected.filter((found) => found !== undefined));
    return { contentType: registry.contentType, body: await registry.metrics() };
  }

  private async within(collector: ScrapeCollector): Promise<Registry | undefined> {
    const timeout = new AbortController();
    try {
      const done = await Promise.race([
        this.run(collector).then(() => true),
        sleep(this.timeoutMs, false, { signal: timeout.signal }),
      ]);
      if (done) return collector.registry;
    } catch {
      // Counted below like a timeout; the next scrape tries again.
    } finally {
      timeout.abort();
    }
    this.failures.inc({ collector: collector.name });
    return undefined;
  }

  private run(collector: ScrapeCollector): Promise<void> {
    const running =
      this.running.get(collector) ??
      collector.collect().finally(() => this.running.delete(collector));
    this.running.set(collector, running);
    return running;
  }
}
