import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { DATABASE_URL } from '../config/app-config';
import { PG_POOL } from '../database/database.module';
import { createChangeNotifier, type ChangeNotifier } from '../event-store/change-notifier';
import { listenForAppends } from '../event-store/postgres/listen-channel';
import type { WorkerLease } from '../workers/worker-lease';
import { WorkerLeases } from '../workers/worker-leases';
import { type ClaimedImport, ProviderImportCall } from './provider-import-call';
import * as importRows from './provider-import-rows';
import { withImportLock } from './provider-import-lock';
import {
  DEFAULT_PROVIDER_IMPORT_OPTIONS,
  type ProviderImportSenderOptions,
} from './provider-import-options';
import { PROVIDER_IMPORTS_CHANNEL } from './provider-imports.projection';

/**
 * Calls the provider for the pending provider_imports rows (docs/decisions/0025). Each row is
 * worked on under its advisory lock (provider-import-lock.ts), so two instances never call for one
 * request at once, and its attempts are counted before the call: a row left pending by a crash
 * mid-call is taken over at once by the next start (the lock died with the process) with attempts
 * above zero, so the provider is asked by key first. The loop starts at once when the projection
 * NOTIFYs new rows, else every pollMs, and retries unanswered rows with a growing delay. The loop
 * runs only in the instance holding the `provider-imports` lease (docs/decisions/0029).
 */
@Injectable()
export class ProviderImportSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ProviderImports');
  /** Replaceable in tests (shorter backoff). */
  options: ProviderImportSenderOptions = DEFAULT_PROVIDER_IMPORT_OPTIONS;
  private readonly notifier: ChangeNotifier;
  private unlisten: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> | undefined;
  private woken = false;
  private stopped = true;
  private readonly lease: WorkerLease;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DATABASE_URL) databaseUrl: string,
    private readonly call: ProviderImportCall,
    leases: WorkerLeases,
  ) {
    this.notifier = createChangeNotifier(
      listenForAppends(databaseUrl, PROVIDER_IMPORTS_CHANNEL),
      1000,
    );
    this.lease = leases.create('provider-imports', {
      start: () => this.start(),
      stop: () => this.stop(),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.lease.begin();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.lease.end();
    await this.stop();
    await this.notifier.close();
  }

  /** Starts the loop, woken by the projection's notifications. */
  start(): void {
    this.stopped = false;
    this.unlisten = this.notifier.listen(() => this.wake());
    this.schedule(0);
  }

  /** Stops the loop and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unlisten?.();
    clearTimeout(this.timer);
    await this.round;
  }

  /** Resolves every row due when it starts; returns how many got their outcome. */
  async drain(): Promise<number> {
    // As text: a JS Date would cut the microseconds and miss a row due in the same millisecond.
    const { rows } = await this.pool.query<{ now: string }>(
      'SELECT clock_timestamp()::text AS now',
    );
    const dueBy = rows[0]?.now ?? new Date().toISOString();
    const seen = new Set<string>();
    let resolved = 0;
    for (;;) {
      const due = await importRows.due(this.pool, dueBy, [...seen], this.options.batchSize);
      if (due.length === 0) return resolved;
      for (const eventId of due) {
        seen.add(eventId);
        await withImportLock(this.pool, eventId, async () => {
          const row = await importRows.claim(this.pool, eventId, dueBy);
          if (row && (await this.resolve(row))) resolved += 1;
        });
      }
    }
  }

  private wake(): void {
    if (this.round) this.woken = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.woken = false;
      this.round = this.drain()
        .catch((error: unknown) => this.logger.error({ err: error }, 'Import round failed'))
        .finally(() => {
          this.round = undefined;
          this.schedule(this.woken ? 0 : this.options.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async resolve(row: ClaimedImport): Promise<boolean> {
    try {
      await this.call.resolve(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await importRows.retryLater(this.pool, row, message, this.options.backoffMs(row.attempts));
      this.logger.warn(
        `Import ${row.import_id} of job ${row.job_id}, attempt ${row.attempts}: ${message}`,
      );
      return false;
    }
    await importRows.answered(this.pool, row);
    return true;
  }
}
