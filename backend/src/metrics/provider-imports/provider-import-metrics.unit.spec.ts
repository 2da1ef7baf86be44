import { observeImport } from '../../provider-imports/provider-import-observer';
import { MetricsRegistry } from '../registry/metrics-registry';
import { parsePrometheusText } from '../testing/prometheus-text';
import { ProviderImportMetrics } from './provider-import-metrics';

describe('provider import metrics', () => {
  it('count each round by its outcome, a thrown one as a retry, and time them', async () => {
    const metrics = new MetricsRegistry('unit');
    const observer = new ProviderImportMetrics(metrics);

    await observeImport(observer, () => Promise.resolve('imported'));
    await observeImport(observer, () => Promise.resolve('imported'));
    await observeImport(observer, () => Promise.resolve('refused'));
    await expect(
      observeImport(observer, () => Promise.reject(new Error('provider down'))),
    ).rejects.toThrow('provider down');

    const families = parsePrometheusText(await metrics.registry.metrics());
    const rounds = families.get('job_intake_provider_imports_total')?.samples ?? [];
    expect(Object.fromEntries(rounds.map(({ labels, value }) => [labels.outcome, value]))).toEqual({
      imported: 2,
      refused: 1,
      retry: 1,
    });
    const timed = families
      .get('job_intake_provider_import_duration_seconds')
      ?.samples.filter(({ name }) => name.endsWith('_count'));
    expect(timed?.reduce((sum, { value }) => sum + value, 0)).toBe(4);
  });
});
