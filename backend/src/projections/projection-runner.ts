import type { Pool } from 'pg';
import type { EventStore, Subscription } from '../event-store/event-store.port';
import { setTimeout as sleep } from 'node:timers/promises';
import { retryDelayMs } from '../event-store/catch-up-subscription';
import { traceProjectionBatch } from '../tracing/event-spans';
import { applyBatch } from './apply-batch';
import { readCheckpoint } from './checkpoints';
import type { Projection } from './projection';
import { projectionStatuses, type ProjectionStatus } from './projection-status';

interface Logger {
  error(object: unknown, message: string): void;
}

const BATCH_SIZE = 500;

/**
 * Keeps every projection subscribed to the store, each from its own stored checkpoint. Who waits
 * for a position watches the stored checkpoints (checkpoint-watch.ts), not this runner: the
 * instance answering a command need not be the one projecting.
 */
export class ProjectionRunner {
  private readonly subscriptions = new Map<string, Subscription>();
  private stopped = false;

  constructor(
    private readonly store: EventStore,
    private readonly pool: Pool,
    readonly projections: readonly Projection[],
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await Promise.all(this.projections.map((projection) => this.follow(projection)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.subscriptions.values()].map((subscription) => subscription.stop()));
    this.subscriptions.clear();
  }

  status(): Promise<ProjectionStatus[]> {
    const names = this.projections.map(({ name }) => name);
    return projectionStatuses(this.store, this.pool, names);
  }

  private async follow(projection: Projection): Promise<void> {
    let expected = await readCheckpoint(this.pool, projection.name);
    // Stopped meanwhile (the lease was lost): a subscription now would outlive stop().
    if (this.stopped) return;
    let superseded = false;
    const subscription = this.store.subscribe(
      {
        after: expected,
        batchSize: BATCH_SIZE,
        onError: (error) =>
          this.logger.error(
            { err: error, projection: projection.name },
            'Projection batch failed; retrying',
          ),
      },
      async (events) => {
        if (superseded) return;
        const outcome = await traceProjectionBatch(projection, events, () =>
          applyBatch(this.pool, projection, expected, events),
        );
        if (!outcome.applied) {
          superseded = true;
          void this.refollow(projection);
          return;
        }
        expected = outcome.position;
      },
    );
    this.subscriptions.set(projection.name, subscription);
  }

  /**
   * The checkpoint moved under us (a rebuild, or a commit whose answer the lost connection ate):
   * subscribe again from the stored position, retrying while the database cannot be read.
   */
  private async refollow(projection: Projection): Promise<void> {
    await this.subscriptions.get(projection.name)?.stop();
    for (let attempt = 0; !this.stopped; attempt += 1) {
      try {
        await this.follow(projection);
        return;
      } catch (error) {
        this.logger.error(
          { err: error, projection: projection.name },
          'Projection could not resume; retrying',
        );
        await sleep(retryDelayMs(attempt), undefined, { ref: false });
      }
    }
  }
}
