import { Semaphore, SemaphoreFullError } from './semaphore';

/** A task that runs until `finish` is called. */
function heldTask() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done, finish };
}

describe('Semaphore', () => {
  it('runs at most `slots` tasks at once, queues the next ones and refuses beyond the queue', async () => {
    const semaphore = new Semaphore(2, 1);
    const started: number[] = [];
    const held = [heldTask(), heldTask(), heldTask()];
    const runs = held.map((h, i) =>
      semaphore.run(() => {
        started.push(i);
        return h.task();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(semaphore.run(() => Promise.resolve())).rejects.toBeInstanceOf(SemaphoreFullError);

    held[0]?.finish();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    held[1]?.finish();
    held[2]?.finish();
    await Promise.all(runs);
    await expect(semaphore.run(() => Promise.resolve('free again'))).resolves.toBe('free again');
  });

  it('frees the slot of a task that fails', async () => {
    const semaphore = new Semaphore(1, 0);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(semaphore.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
