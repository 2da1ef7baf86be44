/** Thrown by FairQueue.run when every slot is busy and the queue is full. */
export class QueueFullError extends Error {
  constructor() {
    super('Every slot is busy and the queue is full');
    this.name = 'QueueFullError';
  }
}

/** Thrown by FairQueue.run when the requester already holds its share of places. */
export class ShareTakenError extends Error {
  constructor() {
    super('The requester already holds its share of places');
    this.name = 'ShareTakenError';
  }
}

export interface FairQueueLimits {
  /** Tasks that run at once. */
  readonly slots: number;
  /** Tasks that may wait for a slot, from every requester together. */
  readonly maxWaiting: number;
  /** Places (running and waiting) one requester may hold at once. */
  readonly perRequester: number;
}

/**
 * Runs at most `slots` tasks at once; up to `maxWaiting` more wait their turn. A freed slot goes
 * to the waiting requesters in turn (round robin), not first come first served, and one requester
 * holds at most `perRequester` places: a burst from one requester can neither fill the queue nor
 * make the others wait behind all of it.
 */
export class FairQueue {
  private running = 0;
  private waitingCount = 0;
  /** Each requester's waiting tasks; the Map's order is the turn order. */
  private readonly waiting = new Map<string, Array<() => void>>();
  private readonly held = new Map<string, number>();

  constructor(readonly limits: FairQueueLimits) {}

  async run<T>(requester: string, task: () => Promise<T>): Promise<T> {
    await this.acquire(requester);
    try {
      return await task();
    } finally {
      this.release(requester);
    }
  }

  private async acquire(requester: string): Promise<void> {
    const held = this.held.get(requester) ?? 0;
    if (held >= this.limits.perRequester) throw new ShareTakenError();
    const slotFree = this.running < this.limits.slots;
    if (!slotFree && this.waitingCount >= this.limits.maxWaiting) throw new QueueFullError();
    this.held.set(requester, held + 1);
    if (slotFree) {
      this.running += 1;
      return;
    }
    // The releasing task hands its slot over, so `running` stays as it is.
    await new Promise<void>((resolve) => this.enqueue(requester, resolve));
  }

  private enqueue(requester: string, start: () => void): void {
    this.waitingCount += 1;
    const queue = this.waiting.get(requester);
    if (queue) queue.push(start);
    else this.waiting.set(requester, [start]);
  }

  private release(requester: string): void {
    const held = (this.held.get(requester) ?? 1) - 1;
    if (held > 0) this.held.set(requester, held);
    else this.held.delete(requester);
    const next = this.nextInTurn();
    if (next) next();
    else this.running -= 1;
  }

  /** The first waiting task of the requester whose turn it is; that requester goes to the back. */
  private nextInTurn(): (() => void) | undefined {
    const turn = this.waiting.entries().next();
    if (turn.done) return undefined;
    const [requester, queue] = turn.value;
    const next = queue.shift();
    this.waiting.delete(requester);
    if (queue.length > 0) this.waiting.set(requester, queue);
    this.waitingCount -= 1;
    return next;
  }
}
