import type { Pool } from 'pg';
import { createChangeNotifier, type ChangeNotifier } from '../event-store/change-notifier';
import { comparePositions, type GlobalPosition } from '../event-store/event-store.port';
import { listenForAppends } from '../event-store/postgres/listen-channel';
import { CHECKPOINTS_CHANNEL, readCheckpoints } from './checkpoints';

interface Waiter {
  readonly position: GlobalPosition;
  done(reached: boolean): void;
}

/** Reopening a lost LISTEN connection waits this long. */
const REOPEN_DELAY_MS = 1000;

/**
 * Lets a command on any instance wait for the read models to fold its position, whichever
 * instance projects them: it reads the stored checkpoints, and reads them again when a batch
 * NOTIFYs that one moved (saveCheckpoint) and every pollMs in case a notification was lost.
 * One read at a time serves every waiter; it runs only while someone waits.
 */
export class CheckpointWatch {
  private readonly waiters = new Set<Waiter>();
  private readonly notifier: ChangeNotifier;
  private unlisten: (() => void) | undefined;
  private poll: NodeJS.Timeout | undefined;
  private reading = false;
  private readAgain = false;

  constructor(
    private readonly pool: Pool,
    connectionString: string,
    private readonly names: readonly string[],
    private readonly pollMs: number,
  ) {
    this.notifier = createChangeNotifier(
      listenForAppends(connectionString, CHECKPOINTS_CHANNEL),
      REOPEN_DELAY_MS,
    );
  }

  start(): void {
    this.unlisten = this.notifier.listen(() => this.refresh());
    this.poll = setInterval(() => this.refresh(), this.pollMs);
    this.poll.unref();
  }

  async stop(): Promise<void> {
    this.unlisten?.();
    clearInterval(this.poll);
    for (const waiter of [...this.waiters]) waiter.done(false);
    await this.notifier.close();
  }

  /** Resolves true once every stored checkpoint has reached the position, false after the timeout. */
  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        done: (reached) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.done(false), timeoutMs);
      this.waiters.add(waiter);
      this.refresh();
    });
  }

  private refresh(): void {
    if (this.waiters.size === 0) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    this.readAgain = false;
    // A failed read (the database is away) leaves the waiters to the next notification or poll.
    this.read()
      .catch(() => undefined)
      .finally(() => {
        this.reading = false;
        if (this.readAgain) this.refresh();
      });
  }

  private async read(): Promise<void> {
    const stored = await readCheckpoints(this.pool, this.names);
    for (const waiter of [...this.waiters]) {
      const reached = this.names.every((name) => {
        const checkpoint = stored.get(name);
        return checkpoint !== undefined && comparePositions(checkpoint, waiter.position) >= 0;
      });
      if (reached) waiter.done(true);
    }
  }
}
