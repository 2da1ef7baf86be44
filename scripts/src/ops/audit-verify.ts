import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { verifyStreams } from '@job-intake/backend/tools';
import type { Connection } from '../shared/connect';

/** Checks the hash chain of one job's stream, or of every stream. */
export async function auditVerify(
  { store }: Connection,
  jobId: string | undefined,
): Promise<boolean> {
  const report = await verifyStreams(store, jobId ? [jobStreamId(jobId)] : undefined);
  for (const { streamId, event, reason } of report.broken) {
    const where = event
      ? `first broken event: revision ${event.revision}, ${event.type}, id ${event.id}`
      : 'no events';
    console.log(`BROKEN ${streamId}: ${where}: ${reason}`);
  }
  const intact = report.streams - report.broken.length;
  console.log(
    `${intact} of ${report.streams} streams intact (${report.events} events checked), ${report.broken.length} broken`,
  );
  return report.broken.length === 0;
}
