import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  comparePositions,
  EVENT_STORE,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '../../event-store/event-store.port';
import { ReadModels } from '../../projections/projections.module';
import { type JobChange, jobChangesIn } from './job-changes';

/** Someone watching one job of one company (an open /job/{id}/live stream). */
export interface JobWatcher {
  readonly jobId: string;
  readonly companyId: string;
  changed(change: JobChange): void;
  /** The app is shutting down: end the stream. */
  ended(): void;
}

/**
 * Tells watchers which jobs changed. Each app instance subscribes to the store itself (from its
 * head: only what happens while it runs), so a change made through any instance reaches the
 * watchers of every instance. A change is told once the read models show it, so that the
 * watcher's refetch reads it.
 */
@Injectable()
export class JobChangeFeed implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobChangeFeed.name);
  private readonly watchers = new Map<string, Set<JobWatcher>>();
  private subscription: Subscription | undefined;
  private closing = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readModels: ReadModels,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const after = await this.store.headPosition();
    this.subscription = this.store.subscribe(
      {
        after,
        onError: (error) => this.logger.error({ err: error }, 'Live job updates failed; retrying'),
      },
      (events) => this.publish(events),
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    const watchers = [...this.watchers.values()].flatMap((set) => [...set]);
    this.watchers.clear();
    watchers.forEach((watcher) => watcher.ended());
    await this.subscription?.stop();
  }

  /** Returns the function that stops watching. */
  watch(watcher: JobWatcher): () => void {
    // A stream opened while the app shuts down would keep its HTTP server from closing.
    if (this.closing) {
      watcher.ended();
      return () => undefined;
    }
    const set = this.watchers.get(watcher.jobId) ?? new Set<JobWatcher>();
    this.watchers.set(watcher.jobId, set.add(watcher));
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(watcher.jobId) === set) {
        this.watchers.delete(watcher.jobId);
      }
    };
  }

  /** How many streams are open on this instance. */
  get watcherCount(): number {
    return [...this.watchers.values()].reduce((count, set) => count + set.size, 0);
  }

  private async publish(events: readonly RecordedEvent[]): Promise<void> {
    const watched = jobChangesIn(events).filter((change) => this.watchers.has(change.jobId));
    const last = watched
      .map((change) => change.position)
      .sort(comparePositions)
      .at(-1);
    if (!last) return;
    await this.readModels.caughtUpWith(last);
    for (const change of watched) {
      for (const watcher of this.watchers.get(change.jobId) ?? []) {
        if (watcher.companyId === change.companyId) watcher.changed(change);
      }
    }
  }
}
