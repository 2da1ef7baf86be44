import { FairQueue, QueueFullError, ShareTakenError } from './fair-queue';

/** A fake slow hash: starts when the queue lets it, finishes when the test says so. */
class FakeHasher {
  readonly started: string[] = [];
  private readonly finishers: Array<() => void> = [];

  task(label: string) {
    return () => {
      this.started.push(label);
      return new Promise<void>((resolve) => this.finishers.push(resolve));
    };
  }

  /** Finishes the oldest running task and lets the queue hand its slot on. */
  async finishOne(): Promise<void> {
    this.finishers.shift()?.();
    await settle();
  }
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const refusal = (run: Promise<unknown>) => run.then(() => 'done').catch((error: Error) => error);

describe('FairQueue', () => {
  it('runs at most `slots` tasks at once, queues the next ones and refuses beyond the queue', async () => {
    const queue = new FairQueue({ slots: 2, maxWaiting: 1, perRequester: 8 });
    const hasher = new FakeHasher();
    const runs = ['a', 'b', 'c'].map((who) => queue.run(who, hasher.task(who)));
    await settle();
    expect(hasher.started).toEqual(['a', 'b']);
    expect(await refusal(queue.run('d', hasher.task('d')))).toBeInstanceOf(QueueFullError);

    await hasher.finishOne();
    expect(hasher.started).toEqual(['a', 'b', 'c']);
    await hasher.finishOne();
    await hasher.finishOne();
    await Promise.all(runs);
    await expect(queue.run('d', () => Promise.resolve('free again'))).resolves.toBe('free again');
  });

  it('lets a burst of 130 from one requester hold only its share, so another requester still gets in', async () => {
    const queue = new FairQueue({ slots: 4, maxWaiting: 64, perRequester: 8 });
    const hasher = new FakeHasher();
    const burst = Array.from({ length: 130 }, (_, i) =>
      refusal(queue.run('203.0.113.1', hasher.task(`burst-${i}`))),
    );
    const legitimate = queue.run('198.51.100.7', hasher.task('legitimate'));
    await settle();
    expect(hasher.started).toHaveLength(4);

    // Turns alternate: the legitimate task starts second, ahead of the burst's other waiting tasks.
    await hasher.finishOne();
    await hasher.finishOne();
    expect(hasher.started.slice(4)).toEqual(['burst-4', 'legitimate']);
    while (hasher.started.length < 9) await hasher.finishOne();
    for (let i = 0; i < 4; i += 1) await hasher.finishOne();
    await expect(legitimate).resolves.toBeUndefined();

    const outcomes = await Promise.all(burst);
    expect(outcomes.filter((outcome) => outcome === 'done')).toHaveLength(8);
    expect(outcomes.filter((outcome) => outcome instanceof ShareTakenError)).toHaveLength(122);
    expect(outcomes.some((outcome) => outcome instanceof QueueFullError)).toBe(false);
  });

  it('hands freed slots to the waiting requesters in turn', async () => {
    const queue = new FairQueue({ slots: 1, maxWaiting: 10, perRequester: 4 });
    const hasher = new FakeHasher();
    const runs = [
      ...['a1', 'a2', 'a3'].map((label) => queue.run('a', hasher.task(label))),
      ...['b1', 'b2'].map((label) => queue.run('b', hasher.task(label))),
      queue.run('c', hasher.task('c1')),
    ];
    await settle();
    for (let i = 0; i < 5; i += 1) await hasher.finishOne();
    expect(hasher.started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2']);
    await hasher.finishOne();
    await Promise.all(runs);
  });

  it("frees the slot and the requester's place of a task that fails", async () => {
    const queue = new FairQueue({ slots: 1, maxWaiting: 0, perRequester: 1 });
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('a', () => Promise.resolve(1))).resolves.toBe(1);
  });
});
