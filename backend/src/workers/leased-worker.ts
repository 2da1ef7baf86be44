import {
  Inject,
  type LoggerService,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  createChangeNotifier,
  type ChangeNotifier,
  type OpenChangeChannel,
} from '../event-store/change-notifier';
import type { WorkerLease } from './worker-lease';
import { WorkerLeases } from './worker-leases';
import type { WorkerName } from './worker-names';

export interface Round {
  /**
   * The first round after this instance took the lease over: work the previous holder left
   * half done is its to finish or give up on now (it is gone).
   */
  readonly afterTakeover: boolean;
  /**
   * Aborted when the loop stops (shutdown, lost lease): the round finishes the row in progress and
   * claims no more, so a stop never waits for a whole backlog.
   */
  readonly signal?: AbortSignal;
}

/** How soon a lost wake-up channel is opened again. */
const REOPEN_MS = 1000;

/**
 * A loop over the work of one worker, run in the one instance holding its lease
 * (docs/decisions/0029, 0035): a round at once on takeover, then one pollMs after each round ends,
 * or at once when the wake-up channel is notified (a notification during a round starts the next
 * round right after it). Losing the lease, or the app's shutdown, stops the loop after the round
 * in progress. What a round does must stay safe on its own when two instances briefly both run
 * one (rows claimed under a lock, checkpoints): the lease spares the duplicate effort.
 *
 * A definition says which worker it is, what a round does (`drain`), how long to wait between
 * rounds, and optionally which NOTIFY channel wakes it early.
 */
export abstract class LeasedWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  protected abstract readonly worker: WorkerName;
  protected abstract readonly logger: LoggerService;
  /** Does the work due now; resolves how much it did. Safe beside the loop and other instances. */
  abstract drain(round?: Round): Promise<number>;
  /** The wait after a round when nothing woke the loop. */
  protected abstract pollMs(): number;
  /** The channel whose notifications start a round at once, if any. */
  protected wakeChannel(): OpenChangeChannel | undefined {
    return undefined;
  }

  // Properties rather than constructor parameters, so that a definition keeps its own constructor
  // and tests can build one by hand to call drain().
  @Inject(WorkerLeases) private readonly leases!: WorkerLeases;
  private lease: WorkerLease | undefined;
  private notifier: ChangeNotifier | undefined;
  private unlisten: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> | undefined;
  private roundStop: AbortController | undefined;
  private woken = false;
  private takeoverPending = false;
  private stopped = true;

  async onApplicationBootstrap(): Promise<void> {
    const channel = this.wakeChannel();
    this.notifier = channel && createChangeNotifier(channel, REOPEN_MS);
    this.lease = this.leases.create(this.worker, {
      start: () => this.start(),
      stop: () => this.stop(),
    });
    await this.lease.begin();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.lease?.end();
    await this.stop();
    await this.notifier?.close();
  }

  /** Stops the loop and waits for the round in progress to finish its row in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unlisten?.();
    clearTimeout(this.timer);
    this.roundStop?.abort();
    await this.round;
  }

  /**
   * Runs `work` with the loop stopped (a spec that drains by hand, so that no round runs beside
   * it), then goes on with the loop if this instance still holds the lease.
   */
  async whilePaused<T>(work: () => Promise<T>): Promise<T> {
    await this.stop();
    try {
      return await work();
    } finally {
      if (this.lease?.held) this.start();
    }
  }

  /** Starts the loop, on taking the lease. */
  private start(): void {
    this.stopped = false;
    this.takeoverPending = true;
    this.unlisten = this.notifier?.listen(() => this.wake());
    this.schedule(0);
  }

  private wake(): void {
    if (this.round) this.woken = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.roundStop = new AbortController();
      const round = { afterTakeover: this.takeoverPending, signal: this.roundStop.signal };
      this.takeoverPending = false;
      this.woken = false;
      this.round = this.drain(round)
        .catch((error: unknown) => this.logger.error({ err: error }, 'Round failed'))
        .finally(() => {
          this.round = undefined;
          this.schedule(this.woken ? 0 : this.pollMs());
        });
    }, delayMs);
    this.timer.unref();
  }
}
