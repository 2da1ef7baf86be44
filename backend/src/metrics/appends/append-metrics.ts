import { Counter } from 'prom-client';
import type { AppendObserver } from '../../event-store/append-observer';
import { MetricsRegistry, PREFIX } from '../registry/metrics-registry';

/** Appends and the events they stored, counted where the event store appends (both adapters). */
export class AppendMetrics implements AppendObserver {
  private readonly appends: Counter;
  private readonly events: Counter;

  constructor(metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    this.appends = new Counter({
      name: `${PREFIX}event_store_appends_total`,
      help: 'Appends to the event store that stored their events (a multi-stream append counts each stream)',
      registers,
    });
    this.events = new Counter({
      name: `${PREFIX}event_store_events_appended_total`,
      help: 'Events appended to the event store',
      registers,
    });
  }

  appended(events: number): void {
    this.appends.inc();
    this.events.inc(events);
  }
}
