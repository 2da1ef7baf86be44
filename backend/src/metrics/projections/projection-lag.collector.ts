import { Gauge, Registry } from 'prom-client';
import type { ReadModels } from '../../projections/projections.module';
import { PREFIX } from '../registry/metrics-registry';
import type { ScrapeCollector } from '../scrape/scrape-collector';

type Labels = 'projection';

/** Each projection's checkpoint and lag, as `ops projections status` and /health read them. */
export class ProjectionLagCollector implements ScrapeCollector {
  readonly name = 'projections';
  readonly registry = new Registry();
  private readonly checkpoint = this.gauge(
    'projection_checkpoint_position',
    "The global position of the last event the projection folded (the event store's position)",
  );
  private readonly lagEvents = this.gauge(
    'projection_lag_events',
    'Events in the store after the projection checkpoint',
  );
  private readonly lagSeconds = this.gauge(
    'projection_lag_seconds',
    'Age of the oldest event the projection has not folded yet (0 when caught up)',
  );

  constructor(private readonly readModels: ReadModels) {}

  async collect(): Promise<void> {
    const statuses = await this.readModels.runner.status();
    for (const gauge of [this.checkpoint, this.lagEvents, this.lagSeconds]) gauge.reset();
    for (const { name: projection, checkpoint, lag, lagSeconds } of statuses) {
      this.checkpoint.set({ projection }, Number(checkpoint.prepare));
      this.lagEvents.set({ projection }, lag);
      this.lagSeconds.set({ projection }, lagSeconds);
    }
  }

  private gauge(name: string, help: string): Gauge<Labels> {
    const registers = [this.registry];
    return new Gauge({ name: `${PREFIX}${name}`, help, labelNames: ['projection'], registers });
  }
}
