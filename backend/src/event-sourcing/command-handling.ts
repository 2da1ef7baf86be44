import { randomUUID } from 'node:crypto';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  WrongExpectedRevisionError,
} from '../event-store/event-store.port';

export interface Decider<TCommand, TState, TEvent extends { type: string; data: unknown }> {
  decide(command: TCommand, state: TState): TEvent[];
  evolve(state: TState, event: TEvent): TState;
  initialState: TState;
}

export interface HandledCommand<TEvent> {
  readonly events: TEvent[];
  /** Last revision of the stream after the command (unchanged when nothing was appended). */
  readonly revision: number;
  /** Where the appended events landed; null when the command appended nothing. */
  readonly position: AppendResult['position'] | null;
}

export interface CommandContext {
  readonly metadata: EventMetadata;
  /** The revision the caller last saw; a stale one is a conflict the caller must resolve. */
  readonly expectedRevision?: number;
  readonly schemaVersions: Record<string, number>;
}

/**
 * Read the stream, fold it, decide, append with the revision that was read. When another writer
 * got in between, decide once more on the fresh state; a second conflict goes to the caller.
 */
export async function handleCommand<
  TCommand,
  TState,
  TEvent extends { type: string; data: unknown },
>(
  store: EventStore,
  streamId: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: TCommand,
  context: CommandContext,
): Promise<HandledCommand<TEvent>> {
  try {
    return await attempt(store, streamId, decider, command, context);
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError) || context.expectedRevision !== undefined)
      throw error;
    return attempt(store, streamId, decider, command, context);
  }
}

async function attempt<TCommand, TState, TEvent extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: TCommand,
  context: CommandContext,
): Promise<HandledCommand<TEvent>> {
  const recorded = await store.readStream(streamId);
  const revision = recorded.length - 1;
  if (context.expectedRevision !== undefined && context.expectedRevision !== revision) {
    throw new WrongExpectedRevisionError(streamId, context.expectedRevision, revision);
  }
  const state = recorded.reduce(
    (current, event) => decider.evolve(current, event as unknown as TEvent),
    decider.initialState,
  );
  const events = decider.decide(command, state);
  if (events.length === 0) return { events, revision, position: null };
  const expected: ExpectedRevision = revision < 0 ? 'no_stream' : revision;
  const result = await store.append(
    streamId,
    events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      schemaVersion: context.schemaVersions[event.type] ?? 1,
      data: event.data,
      metadata: context.metadata,
    })),
    { expectedRevision: expected },
  );
  return { events, revision: result.nextExpectedRevision, position: result.position };
}
