import { jobStreamId } from '@job-intake/contracts/jobs/job-events';
import { evolveStored, initialJobState, type JobState } from '@job-intake/backend/tools';
import type { Connection } from '../shared/connect';
import { formatPosition } from '../shared/format';

/** Each event of the job's stream with the job's state after it: the stream, not a projection. */
export async function jobReplay({ store }: Connection, jobId: string): Promise<boolean> {
  const events = await store.readStream(jobStreamId(jobId));
  if (events.length === 0) {
    console.error(`No events for job ${jobId}.`);
    return false;
  }
  let state: JobState = initialJobState;
  for (const event of events) {
    state = evolveStored(state, event);
    const { actor, occurredAt } = event.metadata;
    console.log(
      `#${event.revision} ${event.type} at ${occurredAt} by ${actor.kind === 'user' ? `user ${actor.userId}` : actor.kind} (position ${formatPosition(event.position)})`,
    );
    console.log(`   data:  ${JSON.stringify(event.data)}`);
    console.log(
      `   state: ${JSON.stringify(state, (_key, value: unknown) => (value instanceof Set ? [...value] : value))}`,
    );
  }
  return true;
}
