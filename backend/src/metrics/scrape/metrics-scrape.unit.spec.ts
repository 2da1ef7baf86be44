import { Gauge, Registry } from 'prom-client';
import { MetricsRegistry } from '../registry/metrics-registry';
import { parsePrometheusText } from '../testing/prometheus-text';
import { MetricsScrape } from './metrics-scrape';
import type { ScrapeCollector } from './scrape-collector';

function collector(name: string, collect: () => Promise<void>): ScrapeCollector {
  const registry = new Registry();
  new Gauge({ name: `test_${name}`, help: name, registers: [registry] }).set(1);
  return { name, registry, collect };
}

describe('a scrape', () => {
  it('leaves out a collector that hangs or fails, counts it, and starts none twice', async () => {
    let hungCalls = 0;
    const hung = collector('hung', () => {
      hungCalls += 1;
      return new Promise<void>(() => undefined);
    });
    const broken = collector('broken', () => Promise.reject(new Error('database down')));
    const fine = collector('fine', () => Promise.resolve());
    const scrape = new MetricsScrape(new MetricsRegistry('unit'), [hung, broken, fine], 20);

    await scrape.answer();
    const families = parsePrometheusText((await scrape.answer()).body);

    expect(families.has('test_fine')).toBe(true);
    expect(families.has('test_hung')).toBe(false);
    expect(families.has('test_broken')).toBe(false);
    const failures = families.get('job_intake_metrics_collect_failures_total')?.samples ?? [];
    const failed = Object.fromEntries(
      failures.map(({ labels, value }) => [labels.collector, value]),
    );
    expect(failed).toEqual({ hung: 2, broken: 2 });
    expect(hungCalls).toBe(1);
  });
});
