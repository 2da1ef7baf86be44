import type { Pool } from 'pg';
import { Gauge, Registry } from 'prom-client';
import { leaseHolders } from '../../workers/lease-holders';
import { PREFIX } from '../registry/metrics-registry';
import type { ScrapeCollector } from '../scrape/scrape-collector';

/** Shown as the holder of a lease nobody holds (its value then 0). */
export const NO_HOLDER = 'none';

/**
 * Each worker lease and the instance holding it (docs/decisions/0029): 1 for the holder's
 * INSTANCE_ID, or 0 with holder="none" while no instance holds it. Every instance reports the
 * same figures (the database's view), so a dashboard shows them once, whichever answered.
 */
export class LeaseCollector implements ScrapeCollector {
  readonly name = 'leases';
  readonly registry = new Registry();
  private readonly held = new Gauge<'lease' | 'holder'>({
    name: `${PREFIX}worker_lease_held`,
    help: 'Which instance holds each worker lease: 1 for its holder, 0 with holder="none" when nobody does',
    labelNames: ['lease', 'holder'],
    registers: [this.registry],
  });

  constructor(private readonly pool: Pool) {}

  async collect(): Promise<void> {
    const holders = await leaseHolders(this.pool);
    this.held.reset();
    for (const [lease, holder] of holders)
      this.held.set({ lease, holder: holder ?? NO_HOLDER }, holder ? 1 : 0);
  }
}
