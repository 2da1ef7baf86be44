import { jobStreamId, type JobEvent } from '@job-intake/contracts/jobs/job-events';
import { evolve, initialJobState } from '../../../backend/src/jobs/domain/job.decider';
import type { Connection } from '../shared/connect';
import { formatPosition } from '../shared/format';

/** Each event of the job's stream with the job's state after it: the stream, not a projection. */
export async function jobReplay({ store }: Connection, jobId: string): Promise<boolean> {
  const events = await store.readStream(jobStreamId(jobId));
  if (events.length === 0) {
    console.error(`No events for job ${jobId}.`);
    return false;
  }
  let state = initialJobState;
  for (const event of events) {
    state = evolve(state, event as unknown as JobEvent);
    const { actor, occurredAt } = event.metadata;
    console.log(
      `#${event.revision} ${event.type} at ${occurredAt} by ${actor.kind === 'user' ? `user ${actor.userId}` : actor.kind} (position ${formatPosition(event.position)})`,
    );
    console.log(`   data:  ${JSON.stringify(event.data)}`);
    console.log(`   state: ${JSON.stringify(state)}`);
  }
  return true;
}
