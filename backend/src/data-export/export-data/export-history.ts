import { Injectable } from '@nestjs/common';
import type { EventMetadata } from '../../event-store/event-store.port';
import { JobCommandRunner } from '../../jobs/shared/job-commands';

/**
 * Jobs per batch of the command runner (one batch read, one multi-stream append), and such
 * batches at once.
 */
const HISTORY_APPEND_BATCH = 250;
const PARALLEL_APPENDS = 2;

export interface ExportRun {
  readonly exportId: string;
  readonly companyId: string;
  readonly userId: string;
}

/**
 * The History's `export` entry: RecordExport on each exported job, which records one JobExported
 * per export (a record only: it never makes a client's expected revision stale). The runner reads
 * HISTORY_APPEND_BATCH jobs' streams in one batch read, folds each with the records' own decider
 * (the job's core and its records, not the whole job), decides each at the revision read and
 * appends them in one multi-stream append, PARALLEL_APPENDS batches at once (decision 0027).
 */
@Injectable()
export class ExportHistory {
  constructor(private readonly commands: JobCommandRunner) {}

  async record(run: ExportRun, jobIds: readonly string[]): Promise<void> {
    const batches: string[][] = [];
    for (let start = 0; start < jobIds.length; start += HISTORY_APPEND_BATCH)
      batches.push(jobIds.slice(start, start + HISTORY_APPEND_BATCH));
    const metadata: EventMetadata = {
      companyId: run.companyId,
      actor: { kind: 'user', userId: run.userId },
      correlationId: run.exportId,
      occurredAt: new Date().toISOString(),
    };
    const worker = async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift())
        await this.commands.runOnEach(
          batch.map((jobId) => ({
            jobId,
            companyId: run.companyId,
            command: { type: 'RecordExport', data: { exportId: run.exportId } },
            metadata,
          })),
        );
    };
    await Promise.all(Array.from({ length: PARALLEL_APPENDS }, worker));
  }
}
