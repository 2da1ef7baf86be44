import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE_URL, PG_POOL } from '../database/database.module';
import { createChangeNotifier, type ChangeNotifier } from '../event-store/change-notifier';
import { listenForAppends } from '../event-store/postgres/listen-channel';
import { type ClaimedImport, ProviderImportCall } from './provider-import-call';
import {
  DEFAULT_PROVIDER_IMPORT_OPTIONS,
  leaseMs,
  type ProviderImportSenderOptions,
} from './provider-import-options';
import { PROVIDER_IMPORTS_CHANNEL } from './provider-imports.projection';

/**
 * Calls the provider for the pending provider_imports rows (docs/decisions/0025). A row is claimed
 * (locked_until, FOR UPDATE SKIP LOCKED) before the call, so two instances never call for one
 * request at once; a row whose claim ran out (a crash mid-call) is claimed again with attempts
 * above one, and the provider is asked by key first. The loop starts at once when the projection
 * NOTIFYs new rows, else every pollMs, and retries unanswered rows with a growing delay.
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

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DATABASE_URL) databaseUrl: string,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly call: ProviderImportCall,
  ) {
    this.options = { ...DEFAULT_PROVIDER_IMPORT_OPTIONS, leaseMs: leaseMs(config) };
    this.notifier = createChangeNotifier(
      listenForAppends(databaseUrl, PROVIDER_IMPORTS_CHANNEL),
      1000,
    );
  }

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.unlisten = this.notifier.listen(() => this.wake());
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
    await this.notifier.close();
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
    let resolved = 0;
    for (;;) {
      const claimed = await this.claim(dueBy);
      if (claimed.length === 0) return resolved;
      for (const row of claimed) if (await this.resolve(row)) resolved += 1;
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

  private async claim(dueBy: string): Promise<ClaimedImport[]> {
    const { rows } = await this.pool.query<ClaimedImport>(
      `UPDATE provider_imports SET attempts = attempts + 1,
         locked_until = now() + make_interval(secs => $2::double precision / 1000)
       WHERE event_id IN (
         SELECT event_id FROM provider_imports
         WHERE status = 'pending' AND next_attempt_at <= $3::timestamptz
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY next_attempt_at, created_at
         LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING event_id, import_id, job_id, company_id, requested_by, attempts`,
      [this.options.batchSize, this.options.leaseMs, dueBy],
    );
    return rows;
  }

  private async resolve(row: ClaimedImport): Promise<boolean> {
    try {
      await this.call.resolve(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.pool.query(
        `UPDATE provider_imports SET last_error = $2, locked_until = NULL,
           next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
         WHERE event_id = $1`,
        [row.event_id, message, this.options.backoffMs(row.attempts)],
      );
      this.logger.warn(
        `Import ${row.import_id} of job ${row.job_id}, attempt ${row.attempts}: ${message}`,
      );
      return false;
    }
    await this.pool.query(
      `UPDATE provider_imports SET status = 'answered', answered_at = now(), locked_until = NULL
       WHERE event_id = $1`,
      [row.event_id],
    );
    return true;
  }
}
