import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  JOB_EVENT_SCHEMA_VERSION,
  jobStreamId,
  type JobExported,
} from '@job-intake/contracts/jobs/job-events';
import {
  EVENT_STORE,
  type EventStore,
  type StreamAppend,
} from '../../event-store/event-store.port';

/** Streams per multi-stream append, and such appends at once (two overlap well, measured). */
const HISTORY_APPEND_BATCH = 250;
const PARALLEL_APPENDS = 2;

export interface ExportRun {
  readonly exportId: string;
  readonly companyId: string;
  readonly userId: string;
}

/**
 * The History's `export` entry: one JobExported on each exported job's stream, appended without
 * an expected revision (an export decides nothing and must never be refused by a concurrent
 * edit), HISTORY_APPEND_BATCH streams per call to the store, PARALLEL_APPENDS calls at once.
 */
@Injectable()
export class ExportHistory {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async record(run: ExportRun, jobIds: readonly string[]): Promise<void> {
    const batches: string[][] = [];
    for (let start = 0; start < jobIds.length; start += HISTORY_APPEND_BATCH)
      batches.push(jobIds.slice(start, start + HISTORY_APPEND_BATCH));
    const worker = async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift())
        await this.store.appendToStreams(batch.map((jobId) => exportedAppend(run, jobId)));
    };
    await Promise.all(Array.from({ length: PARALLEL_APPENDS }, worker));
  }
}

function exportedAppend(run: ExportRun, jobId: string): StreamAppend {
  const event: JobExported = { type: 'JobExported', data: { exportId: run.exportId } };
  return {
    streamId: jobStreamId(jobId),
    events: [
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
    expectedRevision: 'any',
  };
}
