import { randomUUID } from 'node:crypto';
import {
  type EventMetadata,
  type GlobalPosition,
  WrongExpectedRevisionError,
} from '../event-store/event-store.port';
import { DomainError } from '../shared/domain-error';

/** A run of a system process over its candidates, at one time and under one correlation id. */
export interface BatchRun {
  /** The actor's process name in the events' metadata. */
  readonly process: string;
  readonly now: Date;
  /**
   * The decider's refusals that mean "someone else got there first" or "gone": the candidate is
   * passed over, as it is when its stream changed under the command twice. Any other error ends
   * the run.
   */
  readonly passOver: DomainError['kind'];
}

export interface CommandBatch<Candidate, Event> {
  /** Each candidate whose command was decided, with the events it appended (none if nothing was due). */
  readonly handled: { readonly candidate: Candidate; readonly events: readonly Event[] }[];
  /** Candidates whose command was refused as the batch expects: the next run looks at them again. */
  readonly passedOver: Candidate[];
  /** Where the last appended event landed (to wait for the read models), or null. */
  readonly position: GlobalPosition | null;
}

/**
 * Runs one command per candidate, in order, each through the decider with the revision it read,
 * so two runs at once (two instances, or a run restarted midway) record each change once: the
 * loser's append is refused, and its re-decision finds the change made.
 */
export async function runCommandBatch<Candidate extends { company_id: string }, Event>(
  run: BatchRun,
  candidates: readonly Candidate[],
  command: (
    candidate: Candidate,
    metadata: EventMetadata,
  ) => Promise<{ events: readonly Event[]; position: GlobalPosition | null }>,
): Promise<CommandBatch<Candidate, Event>> {
  const handled: CommandBatch<Candidate, Event>['handled'] = [];
  const passedOver: Candidate[] = [];
  let position: GlobalPosition | null = null;
  const correlationId = randomUUID();
  for (const candidate of candidates) {
    const metadata: EventMetadata = {
      companyId: candidate.company_id,
      actor: { kind: 'system', process: run.process },
      correlationId,
      occurredAt: run.now.toISOString(),
    };
    try {
      const { events, position: appendedAt } = await command(candidate, metadata);
      handled.push({ candidate, events });
      position = appendedAt ?? position;
    } catch (error) {
      const refused = error instanceof DomainError && error.kind === run.passOver;
      if (!refused && !(error instanceof WrongExpectedRevisionError)) throw error;
      passedOver.push(candidate);
    }
  }
  return { handled, passedOver, position };
}
