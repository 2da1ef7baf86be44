import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { DATABASE_URL } from '../config/app-config';
import { PG_POOL } from '../database/database.module';
import type { OpenChangeChannel } from '../event-store/change-notifier';
import { listenForAppends } from '../event-store/postgres/listen-channel';
import { drainClaimed } from '../workers/claimed-rows';
import { traceRowWork } from '../tracing/work-spans';
import { LeasedWorker, type Round } from '../workers/leased-worker';
import { messageOf } from '../workers/worker-lease';
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
export class ProviderImportSender extends LeasedWorker {
  protected readonly worker = 'provider-imports';
  protected readonly logger = new Logger('ProviderImports');
  /** Replaceable in tests (shorter backoff). */
  options: ProviderImportSenderOptions = DEFAULT_PROVIDER_IMPORT_OPTIONS;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    private readonly call: ProviderImportCall,
  ) {
    super();
  }

  /** Resolves every row due when it starts; returns how many got their outcome. */
  drain(round?: Round): Promise<number> {
    return drainClaimed<ClaimedImport>(
      this.pool,
      {
        claimEach: (dueBy, work) => this.claimEach(dueBy, work),
        perform: (row) => traceRowWork('provider.import', row, () => this.call.resolve(row)),
        done: (row) => importRows.answered(this.pool, row),
        failed: async (row, error) => {
          const message = messageOf(error);
          await importRows.retryLater(
            this.pool,
            row,
            message,
            this.options.backoffMs(row.attempts),
          );
          this.logger.warn(
            `Import ${row.import_id} of job ${row.job_id}, attempt ${row.attempts}: ${message}`,
          );
        },
      },
      round?.signal,
    );
  }

  protected pollMs(): number {
    return this.options.pollMs;
  }

  protected override wakeChannel(): OpenChangeChannel {
    return listenForAppends(this.databaseUrl, PROVIDER_IMPORTS_CHANNEL);
  }

  /** The due rows in batches, each claimed and worked on under its lock. */
  private async claimEach(
    dueBy: string,
    work: (row: ClaimedImport) => Promise<boolean>,
  ): Promise<void> {
    const seen = new Set<string>();
    for (;;) {
      const due = await importRows.due(this.pool, dueBy, [...seen], this.options.batchSize);
      if (due.length === 0) return;
      for (const eventId of due) {
        seen.add(eventId);
        let goOn = true;
        await withImportLock(this.pool, eventId, async () => {
          const row = await importRows.claim(this.pool, eventId, dueBy);
          if (row) goOn = await work(row);
        });
        if (!goOn) return;
      }
    }
  }
}
