import type { GlobalPosition, RecordedEvent } from '../../event-store/event-store.port';
import { jobIdOfStream } from '../domain/job-stream';

/** What one batch of the store changed in one job: its last revision and position there. */
export interface JobChange {
  readonly jobId: string;
  readonly companyId: string | null;
  readonly revision: number;
  readonly position: GlobalPosition;
}

/** The jobs a batch of events changed, one entry per job: a burst of events is one change. */
export function jobChangesIn(events: readonly RecordedEvent[]): JobChange[] {
  const changes = new Map<string, JobChange>();
  for (const { streamId, revision, position, metadata } of events) {
    const jobId = jobIdOfStream(streamId);
    if (jobId) changes.set(jobId, { jobId, companyId: metadata.companyId, revision, position });
  }
  return [...changes.values()];
}
