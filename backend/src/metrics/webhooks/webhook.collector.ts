import { Gauge, Registry } from 'prom-client';
import type { WebhookBacklog } from '../../webhooks/delivery/webhook-backlog';
import { PREFIX } from '../registry/metrics-registry';
import type { ScrapeCollector } from '../scrape/scrape-collector';

/** The webhook deliveries' backlog and the endpoints they stopped for, asked of the webhooks module. */
export class WebhookCollector implements ScrapeCollector {
  readonly name = 'webhooks';
  readonly registry = new Registry();
  private readonly open = new Gauge({
    name: `${PREFIX}webhook_deliveries_open`,
    help: 'Webhook deliveries to enabled endpoints not finished yet (pending, retrying or sending)',
    registers: [this.registry],
  });
  private readonly oldest = new Gauge({
    name: `${PREFIX}webhook_oldest_open_delivery_age_seconds`,
    help: 'Age of the oldest open webhook delivery to an enabled endpoint (0 when none is open)',
    registers: [this.registry],
  });
  private readonly disabled = new Gauge<'reason'>({
    name: `${PREFIX}webhook_endpoints_disabled`,
    help: 'Webhook endpoints whose deliveries stopped, by reason: failing (disabled by the sender) or paused (by an admin)',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  constructor(private readonly backlog: WebhookBacklog) {}

  async collect(): Promise<void> {
    const { open, oldestOpenSeconds, disabled } = await this.backlog.read();
    this.open.set(open);
    this.oldest.set(oldestOpenSeconds);
    for (const [reason, endpoints] of Object.entries(disabled))
      this.disabled.set({ reason }, endpoints);
  }
}
