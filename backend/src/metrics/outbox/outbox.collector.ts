import { Gauge, Registry } from 'prom-client';
import type { OutboxBacklog } from '../../notifications/outbox-backlog';
import { PREFIX } from '../registry/metrics-registry';
import type { ScrapeCollector } from '../scrape/scrape-collector';

/** The e-mail outbox's backlog, asked of the notifications module that owns it. */
export class OutboxCollector implements ScrapeCollector {
  readonly name = 'outbox';
  readonly registry = new Registry();
  private readonly pending = new Gauge({
    name: `${PREFIX}outbox_pending_emails`,
    help: 'E-mails in the outbox waiting to be sent (first try or a retry)',
    registers: [this.registry],
  });
  private readonly oldest = new Gauge({
    name: `${PREFIX}outbox_oldest_pending_age_seconds`,
    help: 'Age of the oldest e-mail still waiting to be sent (0 when none waits)',
    registers: [this.registry],
  });

  constructor(private readonly backlog: OutboxBacklog) {}

  async collect(): Promise<void> {
    const { pending, oldestSeconds } = await this.backlog.read();
    this.pending.set(pending);
    this.oldest.set(oldestSeconds);
  }
}
