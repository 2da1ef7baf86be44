import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { JOB_EVENT_SCHEMA_VERSION, jobStreamId } from '@job-intake/contracts/jobs/job-events';
import {
  JobCommandRunner,
  type AppendingEventStore,
  type EventMetadata,
} from '@job-intake/backend/tools';
import { median } from './append-rounds';

/** The History's batch size (export-history.ts) and how many such batches each way is timed. */
export const HISTORY_BATCH = 250;
const ROUNDS = 8;

export interface HistoryStepTimes {
  /** Median ms per batch: RecordExport through the command runner (read, fold, decide, append). */
  readonly commandMs: number;
  /** Median ms per batch: the same JobExported events appended without a read (the old path). */
  readonly bareAppendMs: number;
}

/**
 * The export's History step alone, on batches of the seeded jobs: the command path
 * (JobCommandRunner.runOnEach, as the export runs it) and, as its same-run reference, one bare
 * multi-stream append of the same events with expected revision 'any' (what the export did
 * before it went through the command path). The two take turns on fresh batches so that a busy
 * moment of the machine falls on both alike.
 */
export async function historyStepTimes(
  store: AppendingEventStore,
  pool: Pool,
  companyId: string,
): Promise<HistoryStepTimes> {
  const { rows } = await pool.query<{ id: string }>(
    'SELECT id FROM job_list WHERE company_id = $1 ORDER BY created_at, id LIMIT $2',
    [companyId, 2 * ROUNDS * HISTORY_BATCH],
  );
  const batches = Array.from({ length: 2 * ROUNDS }, (_, index) =>
    rows.slice(index * HISTORY_BATCH, (index + 1) * HISTORY_BATCH).map(({ id }) => id),
  );
  const runner = new JobCommandRunner(store);
  const metadata: EventMetadata = {
    companyId,
    actor: { kind: 'system', process: 'bench' },
    correlationId: randomUUID(),
    occurredAt: new Date().toISOString(),
  };
  const command: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const exportId = randomUUID();
    command.push(
      await msOf(() =>
        runner.runOnEach(
          (batches[2 * round] ?? []).map((jobId) => ({
            jobId,
            companyId,
            command: { type: 'RecordExport', data: { exportId } },
            metadata,
          })),
        ),
      ),
    );
    bare.push(
      await msOf(() =>
        store.appendToStreams(
          (batches[2 * round + 1] ?? []).map((jobId) => ({
            streamId: jobStreamId(jobId),
            events: [
              {
                id: randomUUID(),
                type: 'JobExported',
                schemaVersion: JOB_EVENT_SCHEMA_VERSION.JobExported,
                data: { exportId },
                metadata,
              },
            ],
            expectedRevision: 'any',
          })),
        ),
      ),
    );
  }
  return { commandMs: median(command), bareAppendMs: median(bare) };
}

async function msOf(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}
