import type { GuestResultsResponse } from '@job-intake/contracts/guests/guest-api';
import { errorMessage } from '../../../../shared/api/api-error';
import type { QueuedSave } from '../store/guest-device-db';
import { isRetryable, retryDelay } from './retry-policy';

/** idle: nothing queued; sending: a save is on its way; waiting: offline, or before a retry. */
export type SenderPhase = 'idle' | 'sending' | 'waiting';

export interface SaveSenderOptions {
  /** The queue as the phone kept it, oldest first. */
  queued: readonly QueuedSave[];
  send: (save: QueuedSave) => Promise<GuestResultsResponse>;
  /** Forgets a save that reached the server or was refused. */
  drop: (save: QueuedSave) => Promise<void>;
  online: () => boolean;
  sent: (save: QueuedSave, response: GuestResultsResponse) => void | Promise<void>;
  /** The server refused the save itself (a 4xx other than 429): it is not tried again. */
  refused: (save: QueuedSave, reason: unknown) => void;
  changed: () => void;
  random?: () => number;
}

/**
 * Sends a link's queued saves to the server in order, one at a time, while the browser says it is
 * online: a save that fails for want of a connection or a working server is tried again after a
 * growing wait (retryDelay); one the server refuses is dropped and reported. The 'online' event
 * (wake) tries at once.
 */
export class SaveSender {
  private readonly queue: QueuedSave[];
  private phaseNow: SenderPhase;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** The server's words for the last retryable failure (429's budget, a 503's reason). */
  retryMessage: string | null = null;

  constructor(private readonly options: SaveSenderOptions) {
    this.queue = [...options.queued];
    this.phaseNow = this.queue.length ? 'waiting' : 'idle';
  }

  get phase(): SenderPhase {
    return this.phaseNow;
  }

  get pending(): readonly QueuedSave[] {
    return this.queue;
  }

  push(save: QueuedSave): void {
    this.queue.push(save);
    this.wake();
  }

  /** Sends now (a new save, the 'online' event), skipping any wait for a retry. */
  wake(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.run();
  }

  /** Resolves once nothing is on its way: the queue is empty, or waits for a connection or a retry. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private run(): Promise<void> {
    this.running ??= this.loop().finally(() => {
      this.running = null;
      // A save pushed while the last pass was ending would otherwise wait for the next wake.
      if (this.queue.length && !this.timer && !this.stopped && this.options.online()) this.wake();
    });
    return this.running;
  }

  private setPhase(phase: SenderPhase) {
    this.phaseNow = phase;
    this.options.changed();
  }

  private async loop(): Promise<void> {
    for (;;) {
      const head = this.queue[0];
      if (this.stopped || !head) break;
      if (!this.options.online()) {
        this.setPhase('waiting');
        return;
      }
      this.setPhase('sending');
      try {
        const response = await this.options.send(head);
        await this.finish(head);
        this.attempt = 0;
        this.retryMessage = null;
        await this.options.sent(head, response);
      } catch (reason) {
        if (!isRetryable(reason)) {
          await this.finish(head);
          this.options.refused(head, reason);
          continue;
        }
        this.attempt += 1;
        this.retryMessage = errorMessage(reason, '') || null;
        this.timer = setTimeout(() => this.wake(), retryDelay(this.attempt, this.options.random));
        this.setPhase('waiting');
        return;
      }
    }
    this.setPhase(this.queue.length ? 'waiting' : 'idle');
  }

  private async finish(save: QueuedSave) {
    await this.options.drop(save);
    this.queue.shift();
  }
}
