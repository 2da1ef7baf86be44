import { Client } from 'pg';
import { LEASE_KEY_SQL, type WorkerName } from './worker-names';

/** What runs while this instance holds the lease. */
export interface LeasedWork {
  start(): Promise<void> | void;
  /** Also called when the lease is lost: another instance may be taking over already. */
  stop(): Promise<void> | void;
}

export interface WorkerLeaseOptions {
  readonly connectionString: string;
  readonly name: WorkerName;
  /** The lease connection's application_name, which `ops projections status` shows. */
  readonly instanceId: string;
  /** How often an instance without the lease tries to take it, and the holder checks it still has it. */
  readonly retryMs: number;
  readonly logger: { log(message: string): void; warn(message: string): void };
}

/** A lease check that gets no answer in this time counts as a lost connection. */
const CHECK_TIMEOUT_MS = 5000;

/**
 * Tries an instance skips after losing the lease, so that a healthy instance takes over rather
 * than the one whose connection just failed (it still does when it is alone).
 */
const TRIES_SKIPPED_AFTER_LOSS = 2;

/**
 * One instance at a time runs the work: the one whose dedicated connection holds the worker's
 * session-level advisory lock. The others try every retryMs. PostgreSQL releases the lock when
 * the holder's session ends (a crash, kill -9, pg_terminate_backend), so another instance takes
 * over within about retryMs; the old holder stops its work when its connection reports the loss
 * (or its next check fails). Work two instances briefly both run must stay safe on its own
 * (checkpoints, claimed rows): the lease spares the duplicate effort, it is not the only guard.
 */
export class WorkerLease {
  private client: Client | undefined;
  private holding = false;
  private ended = true;
  private timer: NodeJS.Timeout | undefined;
  private queue: Promise<void> = Promise.resolve();
  private skipTries = 0;

  constructor(
    private readonly options: WorkerLeaseOptions,
    private readonly work: LeasedWork,
  ) {}

  get held(): boolean {
    return this.holding;
  }

  /** Competes for the lease: one try at once (a lone instance works as soon as it is up), then every retryMs. */
  async begin(): Promise<void> {
    this.ended = false;
    await this.serially(() => this.tick());
    this.schedule();
  }

  /** Stops the work if this instance holds the lease, then gives the lease up. */
  async end(): Promise<void> {
    this.ended = true;
    clearTimeout(this.timer);
    await this.serially(async () => {
      try {
        if (this.holding) await this.work.stop();
      } finally {
        this.holding = false;
        await this.disconnect();
      }
    });
  }

  /** Lease steps never overlap: a lost connection reported mid-try waits for the try to end. */
  private serially(step: () => Promise<void>): Promise<void> {
    const failed = (error: unknown) =>
      this.options.logger.warn(`Lease ${this.options.name}: ${messageOf(error)}`);
    return (this.queue = this.queue.then(step).catch(failed));
  }

  private schedule(): void {
    if (this.ended) return;
    this.timer = setTimeout(() => {
      void this.serially(() => this.tick()).then(() => this.schedule());
    }, this.options.retryMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.ended) return;
    try {
      if (this.holding) await this.client?.query('SELECT 1');
      else if (this.skipTries > 0) this.skipTries -= 1;
      else await this.tryTake();
    } catch (error) {
      await this.lose(error);
    }
  }

  private async tryTake(): Promise<void> {
    const client = this.client ?? (await this.connect());
    const { rows } = await client.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(${LEASE_KEY_SQL}) AS locked`,
      [this.options.name],
    );
    if (!rows[0]?.locked) return;
    this.holding = true;
    this.options.logger.log(`Took over ${this.options.name} as ${this.options.instanceId}`);
    await this.work.start();
  }

  private async connect(): Promise<Client> {
    const client = new Client({
      connectionString: this.options.connectionString,
      application_name: this.options.instanceId,
      query_timeout: CHECK_TIMEOUT_MS,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    });
    const lost = (error?: Error) =>
      void this.serially(async () => {
        if (this.client === client) await this.lose(error ?? new Error('Connection ended'));
      });
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect().catch(async (error: unknown) => {
      await client.end().catch(() => undefined);
      throw error;
    });
    this.client = client;
    return client;
  }

  /** The connection died or failed, and with it the lock: stop the work, connect afresh later. */
  private async lose(error: unknown): Promise<void> {
    await this.disconnect();
    if (!this.holding) return;
    this.holding = false;
    this.skipTries = TRIES_SKIPPED_AFTER_LOSS;
    this.options.logger.warn(`Lost ${this.options.name}: ${messageOf(error)}`);
    await this.work.stop();
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
