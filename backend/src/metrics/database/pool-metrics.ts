import type { Pool } from 'pg';
import { Gauge } from 'prom-client';
import { MetricsRegistry, PREFIX } from '../registry/metrics-registry';

/** The app's database pool (decision 0034: one pool), read from the pool itself at scrape time. */
export function registerPoolMetrics(metrics: MetricsRegistry, pool: Pool): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name: `${PREFIX}db_pool_${name}`,
      help,
      registers: [metrics.registry],
      collect() {
        this.set(read());
      },
    });
  gauge('total_clients', 'Connections the database pool holds', () => pool.totalCount);
  gauge('idle_clients', 'Connections of the pool no query is using', () => pool.idleCount);
  gauge('waiting_clients', 'Queries waiting for a connection of the pool', () => pool.waitingCount);
}
