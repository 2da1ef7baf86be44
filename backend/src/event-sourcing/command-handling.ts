import { randomUUID } from 'node:crypto';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '../event-store/event-store.port';

export interface Decider<TCommand, TState, TEvent extends { type: string; data: unknown }> {
  decide(command: TCommand, state: TState): TEvent[];
  evolve(state: TState, event: TEvent): TState;
  initialState: TState;
  /**
   * Events that record something done with the aggregate rather than to it (a view, an export):
   * a caller's expected revision is not stale because of them.
   */
  isRecordOnly?(event: { type: string }): boolean;
}

export interface HandledCommand<TEvent, TState = unknown> {
  readonly events: TEvent[];
  /** The state after the command's events. */
  readonly state: TState;
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

/** A stream as one read left it: its events, their fold and the revision of the last one. */
export interface StreamRead<TState> {
  readonly events: readonly RecordedEvent[];
  readonly state: TState;
  /** -1: the stream does not exist. */
  readonly revision: number;
}

/**
 * The command, or how to make it from the state just read: a decision that needs data outside the
 * stream (a form version, a provider's label) loads it here, again on a retry, and decide stays
 * pure. No call to another service belongs here: gather it before the command (see `read`).
 */
export type CommandSource<TCommand, TState> =
  TCommand | ((state: TState) => TCommand | Promise<TCommand>);

/** Reads the whole stream once and folds it with the decider's evolve: the one fold of a stream. */
export async function readStreamState<TState, TEvent extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, TState, TEvent>, 'evolve' | 'initialState'>,
): Promise<StreamRead<TState>> {
  const events = await store.readStream(streamId);
  const state = events.reduce(
    (current, event) => decider.evolve(current, event as unknown as TEvent),
    decider.initialState,
  );
  return { events, state, revision: events.length - 1 };
}

/**
 * Read the stream, fold it, decide, append with the revision that was read. When another writer
 * got in between, decide once more on the fresh state (checking the caller's expected revision
 * again); a second conflict goes to the caller. With `read` (a caller gathered outside data for
 * it), the first decision is made on that read: the stream is read again only after a conflict.
 */
export async function handleCommand<
  TCommand,
  TState,
  TEvent extends { type: string; data: unknown },
>(
  store: EventStore,
  streamId: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: CommandSource<TCommand, TState>,
  context: CommandContext,
  read?: StreamRead<TState>,
): Promise<HandledCommand<TEvent, TState>> {
  const fresh = () => readStreamState(store, streamId, decider);
  try {
    return await attempt(store, streamId, decider, command, context, read ?? (await fresh()));
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    return attempt(store, streamId, decider, command, context, await fresh());
  }
}

async function attempt<TCommand, TState, TEvent extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: CommandSource<TCommand, TState>,
  context: CommandContext,
  { events: recorded, state, revision }: StreamRead<TState>,
): Promise<HandledCommand<TEvent, TState>> {
  if (
    context.expectedRevision !== undefined &&
    changedSince(recorded, context.expectedRevision, decider)
  ) {
    throw new WrongExpectedRevisionError(streamId, context.expectedRevision, revision);
  }
  const events = decider.decide(await commandFor(command, state), state);
  if (events.length === 0) return { events, state, revision, position: null };
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
  return {
    events,
    state: events.reduce(decider.evolve, state),
    revision: result.nextExpectedRevision,
    position: result.position,
  };
}

/** Whether an event after the expected revision changed the aggregate (only records: no). */
function changedSince<TEvent extends { type: string; data: unknown }>(
  recorded: readonly { type: string }[],
  expected: number,
  decider: Decider<unknown, unknown, TEvent>,
): boolean {
  if (expected > recorded.length - 1 || expected < -1) return true;
  return recorded.slice(expected + 1).some((event) => !decider.isRecordOnly?.(event));
}

function commandFor<TCommand, TState>(
  source: CommandSource<TCommand, TState>,
  state: TState,
): TCommand | Promise<TCommand> {
  return typeof source === 'function'
    ? (source as (state: TState) => TCommand | Promise<TCommand>)(state)
    : source;
}
