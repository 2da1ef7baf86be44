import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  JOB_EVENT_SCHEMA_VERSION,
  jobStreamId,
  type JobExported,
} from '@job-intake/contracts/jobs/job-events';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port';

/** Appends at once, per batch: enough to overlap round trips, few enough to leave the pool room. */
const PARALLEL_APPENDS = 4;

export interface ExportRun {
  readonly exportId: string;
  readonly companyId: string;
  readonly userId: string;
}

/**
 * The History's `export` entry: one JobExported on each exported job's stream, appended without
 * an expected revision (an export decides nothing and must never be refused by a concurrent edit).
 */
@Injectable()
export class ExportHistory {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async record(run: ExportRun, jobIds: readonly string[]): Promise<void> {
    const queue = [...jobIds];
    const worker = async () => {
      for (let jobId = queue.shift(); jobId; jobId = queue.shift()) await this.append(run, jobId);
    };
    await Promise.all(Array.from({ length: PARALLEL_APPENDS }, worker));
  }

  private async append(run: ExportRun, jobId: string): Promise<void> {
    const event: JobExported = { type: 'JobExported', data: { exportId: run.exportId } };
    await this.store.append(
      jobStreamId(jobId),
      [
        {
          id: randomUUID(),
          type: event.type,
          schemaVersion: JOB_EVENT_SCHEMA_VERSION[event.type],
          data: event.data,
          metadata: {
            companyId: run.companyId,
            actor: { kind: 'user', userId: run.userId },
            correlationId: run.exportId,
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      { expectedRevision: 'any' },
    );
  }
}
