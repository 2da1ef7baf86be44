import { retryDelayMs, startCatchUp, type CatchUpSource } from './catch-up-subscription';
import type { ChangeNotifier } from './change-notifier';
import {
  START,
  comparePositions,
  type ReadAllOptions,
  type RecordedEvent,
} from './event-store.port';
import { eventually, newEvent, sleep } from './testing/test-events';

/** An in-memory log whose reads and change notifications the test controls. */
class FakeLog implements CatchUpSource {
  readonly events: RecordedEvent[] = [];
  readonly reads: ReadAllOptions[] = [];
  failNextRead: Error | undefined;
  /** Runs after a read took its snapshot of the log, before it returns. */
  whileReading: () => void = () => undefined;
  private readonly listeners = new Set<() => void>();

  constructor(readonly pollIntervalMs = 60_000) {}

  readonly changes: ChangeNotifier = {
    listen: (listener) => {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    },
    close: async () => undefined,
  };

  get listening(): number {
    return this.listeners.size;
  }

  append(count: number, { notify = true } = {}): string[] {
    const added = Array.from({ length: count }, (_, index) => {
      const revision = this.events.length + index;
      return {
        ...newEvent(),
        streamId: 'stream',
        revision,
        position: { commit: BigInt(revision), prepare: BigInt(revision) },
        metadata: { ...newEvent().metadata, prevHash: null, hash: String(revision) },
      };
    });
    this.events.push(...added);
    if (notify) this.listeners.forEach((listener) => listener());
    return added.map(({ id }) => id);
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    this.reads.push(options);
    const failure = this.failNextRead;
    this.failNextRead = undefined;
    if (failure) throw failure;
    const after = options.after ?? START;
    const events = this.events
      .filter(({ position }) => comparePositions(position, after) > 0)
      .slice(0, options.maxCount);
    this.whileReading();
    return events;
  }
}

function collect() {
  const batches: string[][] = [];
  const handler = async (events: readonly RecordedEvent[]) => {
    batches.push(events.map(({ id }) => id));
  };
  return { batches, handler, ids: () => batches.flat() };
}

describe('catch-up subscription', () => {
  it('delivers the log after the position in batches, then waits for changes', async () => {
    const log = new FakeLog();
    const existing = log.append(5);
    const { batches, handler, ids } = collect();
    const subscription = startCatchUp(
      log,
      { after: log.events[0]!.position, batchSize: 2 },
      handler,
    );
    await eventually(() => ids().length === 4);
    const added = log.append(1);
    await eventually(() => ids().length === 5);
    await subscription.stop();
    expect(batches).toEqual([existing.slice(1, 3), existing.slice(3, 5), added]);
  });

  it('polls when no change is notified', async () => {
    const log = new FakeLog(20);
    const { handler, ids } = collect();
    const subscription = startCatchUp(log, {}, handler);
    await eventually(() => log.reads.length > 0);
    const added = log.append(1, { notify: false });
    await eventually(() => ids().length === 1);
    await subscription.stop();
    expect(ids()).toEqual(added);
  });

  it('does not sleep through a change notified while it was reading', async () => {
    const log = new FakeLog();
    const { handler, ids } = collect();
    let added: string[] = [];
    log.whileReading = () => {
      if (log.reads.length === 1) added = log.append(1);
    };
    const subscription = startCatchUp(log, {}, handler);
    await eventually(() => ids().length === 1, 1000);
    await subscription.stop();
    expect(ids()).toEqual(added);
  });

  it('reports a failing batch and retries the same batch until it succeeds', async () => {
    const log = new FakeLog();
    const ids = log.append(3);
    const errors: unknown[] = [];
    const attempts: string[][] = [];
    const failure = new Error('handler failed');
    const subscription = startCatchUp(
      log,
      { onError: (error) => errors.push(error) },
      async (events) => {
        attempts.push(events.map(({ id }) => id));
        if (attempts.length === 1) throw failure;
      },
    );
    await eventually(() => attempts.length === 2);
    log.append(1);
    await eventually(() => attempts.length === 3);
    await subscription.stop();
    expect(errors).toEqual([failure]);
    expect(attempts.slice(0, 2)).toEqual([ids, ids]);
    expect(attempts[2]).toEqual([log.events[3]!.id]);
  });

  it('reports a failing read and reads again', async () => {
    const log = new FakeLog();
    const ids = log.append(2);
    const failure = new Error('connection lost');
    log.failNextRead = failure;
    const errors: unknown[] = [];
    const collected = collect();
    const subscription = startCatchUp(
      log,
      { onError: (error) => errors.push(error) },
      collected.handler,
    );
    await eventually(() => collected.ids().length === 2);
    await subscription.stop();
    expect(errors).toEqual([failure]);
    expect(collected.ids()).toEqual(ids);
  });

  it('keeps going when the error reporter itself throws', async () => {
    const log = new FakeLog();
    log.append(1);
    let attempts = 0;
    const subscription = startCatchUp(
      log,
      {
        onError: () => {
          throw new Error('logger broken');
        },
      },
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('handler failed');
      },
    );
    await eventually(() => attempts === 2);
    await subscription.stop();
  });

  it('stop waits for the running batch, interrupts waits and stops listening', async () => {
    const log = new FakeLog();
    log.append(1);
    let release: (() => void) | undefined;
    let finished = false;
    const subscription = startCatchUp(log, {}, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    await eventually(() => release !== undefined);
    const stopped = subscription.stop().then(() => finished);
    await sleep(20);
    release?.();
    expect(await stopped).toBe(true);
    expect(log.listening).toBe(0);
    const reads = log.reads.length;
    log.append(1);
    await sleep(20);
    expect(log.reads).toHaveLength(reads);
  });

  it('stops while pausing after a failure without calling the handler again', async () => {
    const log = new FakeLog();
    log.append(1);
    let attempts = 0;
    const subscription = startCatchUp(log, {}, async () => {
      attempts += 1;
      throw new Error('always failing');
    });
    await eventually(() => attempts === 1);
    // Stopping ends the pause: it resolves before the pause after the failure would have ended.
    const first = await Promise.race([
      subscription.stop().then(() => 'stopped'),
      sleep(retryDelayMs(0)).then(() => 'still pausing'),
    ]);
    expect(first).toBe('stopped');
    expect(attempts).toBe(1);
  });
});
