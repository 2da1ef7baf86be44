/** Thrown by Semaphore.run when every slot is busy and the queue is full. */
export class SemaphoreFullError extends Error {
  constructor() {
    super('Every slot is busy and the queue is full');
    this.name = 'SemaphoreFullError';
  }
}

/** Runs at most `slots` tasks at once; up to `maxWaiting` more wait their turn, others are refused. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.active < this.slots) {
      this.active += 1;
      return;
    }
    if (this.waiting.length >= this.maxWaiting) throw new SemaphoreFullError();
    // The releasing task hands its slot over, so `active` stays as it is.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
