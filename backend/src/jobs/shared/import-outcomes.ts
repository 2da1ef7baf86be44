import { Inject, Injectable } from '@nestjs/common';
import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port';
import { JobChangeFeed } from './job-change-feed';
import { ReadModels } from '../../projections/projections.module';
import { upcastJobEvent } from '../domain/job-event-upcasting';

/** The provider's answer to one import, as the job's stream records it. */
export type ImportOutcome =
  { imported: true; direct_no: string } | { imported: false; error: string };

/**
 * Waits for the import processor to record the provider's answer to an import (docs/decisions/0025).
 * The job's changes are pushed by the live job feed; each one is looked at on the stream after
 * the request, so an answer recorded before the wait began is found too.
 */
@Injectable()
export class ImportOutcomes {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly feed: JobChangeFeed,
    private readonly readModels: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The answer once the read models show it, or null when none came within IMPORT_WAIT_MS.
   * `requestRevision` is the revision of the request event.
   */
  waitFor(
    job: { readonly jobId: string; readonly companyId: string },
    importId: string,
    requestRevision: number,
  ): Promise<ImportOutcome | null> {
    return new Promise((resolve, reject) => {
      let settled = false;
      let unwatch: () => void = () => undefined;
      const settle = (outcome: ImportOutcome | null, error?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        unwatch();
        if (error) reject(error);
        else resolve(outcome);
      };
      const look = () => {
        this.find(job.jobId, importId, requestRevision).then(
          (outcome) => outcome && settle(outcome),
          (error: unknown) => settle(null, error),
        );
      };
      const timer = setTimeout(() => settle(null), this.config.IMPORT_WAIT_MS);
      unwatch = this.feed.watch({ ...job, changed: look, ended: () => settle(null) });
      look();
    });
  }

  private async find(
    jobId: string,
    importId: string,
    requestRevision: number,
  ): Promise<ImportOutcome | null> {
    const events = await this.store.readStream(jobStreamId(jobId), {
      fromRevision: requestRevision + 1,
    });
    for (const recorded of events) {
      const event = upcastJobEvent(recorded);
      if (event?.type !== 'JobImported' && event?.type !== 'JobImportFailed') continue;
      if (event.data.importId !== importId) continue;
      await this.readModels.caughtUpWith(recorded.position);
      return event.type === 'JobImported'
        ? { imported: true, direct_no: event.data.direct_no }
        : { imported: false, error: event.data.error };
    }
    return null;
  }
}
