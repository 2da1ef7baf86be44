import type { ChangeNotifier } from './change-notifier';
import {
  START,
  type BatchHandler,
  type GlobalPosition,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './event-store.port';

/**
 * The catch-up subscription both adapters share: read a batch of the global log after the last
 * position handled, hand it over, repeat; when caught up, sleep until a change notification or
 * the poll interval. Reading the log (not trusting what a notification carries) is what keeps
 * delivery in position order and exactly once.
 */

export interface CatchUpSource {
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  readonly changes: ChangeNotifier;
  readonly pollIntervalMs: number;
}

const DEFAULT_BATCH_SIZE = 100;
const FIRST_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 30_000;

export interface Subscriptions {
  subscribe(options: SubscribeOptions, handler: BatchHandler): Subscription;
  stopAll(): Promise<void>;
}

/** Starts subscriptions and stops whichever are still running when the store closes. */
export function createSubscriptions(source: CatchUpSource): Subscriptions {
  const running = new Set<Subscription>();
  return {
    subscribe(options: SubscribeOptions, handler: BatchHandler): Subscription {
      const subscription = startCatchUp(source, options, handler);
      running.add(subscription);
      return {
        stop: async () => {
          running.delete(subscription);
          await subscription.stop();
        },
      };
    },
    async stopAll(): Promise<void> {
      await Promise.all([...running].map((subscription) => subscription.stop()));
      running.clear();
    },
  };
}

export function startCatchUp(
  source: CatchUpSource,
  options: SubscribeOptions,
  handler: BatchHandler,
): Subscription {
  const wakeUp = new WakeUp();
  const unlisten = source.changes.listen(() => wakeUp.notify());
  const done = catchUp(source, options, handler, wakeUp).finally(unlisten);
  return {
    stop: async () => {
      wakeUp.stop();
      await done;
    },
  };
}

async function catchUp(
  source: CatchUpSource,
  options: SubscribeOptions,
  handler: BatchHandler,
  wakeUp: WakeUp,
): Promise<void> {
  const maxCount = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let after: GlobalPosition = options.after ?? START;
  while (!wakeUp.stopped) {
    wakeUp.forgetChanges();
    const batch = await retrying(() => source.readAll({ after, maxCount }), options, wakeUp);
    if (batch === undefined) return;
    const last = batch.at(-1);
    if (last === undefined) {
      await wakeUp.untilChange(source.pollIntervalMs);
    } else if (await retrying(() => deliver(handler, batch), options, wakeUp)) {
      after = last.position;
    }
  }
}

async function deliver(handler: BatchHandler, batch: readonly RecordedEvent[]): Promise<true> {
  await handler(batch);
  return true;
}

/** Runs the step until it succeeds, reporting failures; undefined once the subscription stops. */
async function retrying<T>(
  step: () => Promise<T>,
  options: SubscribeOptions,
  wakeUp: WakeUp,
): Promise<T | undefined> {
  for (let attempt = 0; !wakeUp.stopped; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      report(options, error);
      await wakeUp.pause(retryDelayMs(attempt));
    }
  }
  return undefined;
}

/** The pause before retry n (0-based) of a failed step: doubling, capped. */
export function retryDelayMs(attempt: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** attempt);
}

function report(options: SubscribeOptions, error: unknown): void {
  try {
    options.onError?.(error);
  } catch {
    // A failing error reporter must not end the subscription.
  }
}

/**
 * Lets the loop sleep until a change, a stop or a timeout, without missing a change that came
 * while it was reading.
 */
class WakeUp {
  stopped = false;
  private changed = false;
  private wakeOnChange = false;
  private wake: (() => void) | undefined;

  notify(): void {
    this.changed = true;
    if (this.wakeOnChange) this.wake?.();
  }

  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  forgetChanges(): void {
    this.changed = false;
  }

  /** Sleeps until a change since the last forgetChanges, a stop, or the timeout. */
  untilChange(ms: number): Promise<void> {
    return this.changed ? Promise.resolve() : this.sleep(ms, true);
  }

  /** Sleeps until a stop or the timeout. */
  pause(ms: number): Promise<void> {
    return this.sleep(ms, false);
  }

  private sleep(ms: number, wakeOnChange: boolean): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.wakeOnChange = wakeOnChange;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }
}
