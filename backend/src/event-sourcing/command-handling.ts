import { randomUUID } from 'node:crypto';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '../event-store/event-store.port';
import type { AppendingEventStore } from '../event-store/event-store-append.port';
import { traceAppend, traceCommand, traceDecision } from '../tracing/event-spans';

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
  readonly position: GlobalPosition | null;
}

export interface CommandContext {
  readonly metadata: EventMetadata;
  /** The revision the caller last saw; a stale one is a conflict the caller must resolve. */
  readonly expectedRevision?: number;
  readonly schemaVersions: Record<string, number>;
  /**
   * Ids for the decided events, in order, when the caller names them: the recorded result of a
   * side effect (an e-mail sent) keeps its id, so its append after a crash is a no-op. Others get
   * a random uuid.
   */
  readonly eventIds?: readonly string[];
}

/** A stream as one read left it: its events, their fold and the revision of the last one. */
export interface StreamRead<TState> {
  readonly events: readonly RecordedEvent[];
  readonly state: TState;
  /** -1: the stream does not exist. */
  readonly revision: number;
}

/**
 * The command, or how to make it from the state just read and the stream's revision then: a
 * decision that needs data outside the stream (a form version, a provider's label) loads it here,
 * again on a retry, and decide stays pure. No call to another service belongs here: gather it
 * before the command (see `read`).
 */
export type CommandSource<TCommand, TState> =
  TCommand | ((state: TState, revision: number) => TCommand | Promise<TCommand>);

/** Reads the whole stream once and folds it with the decider's evolve: the one fold of a stream. */
export async function readStreamState<TState, TEvent extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, TState, TEvent>, 'evolve' | 'initialState'>,
): Promise<StreamRead<TState>> {
  return foldStream(await store.readStream(streamId), decider);
}

/** The fold of a stream's events as read (see readStreamState). */
function foldStream<TState, TEvent extends { type: string; data: unknown }>(
  events: readonly RecordedEvent[],
  decider: Pick<Decider<unknown, TState, TEvent>, 'evolve' | 'initialState'>,
): StreamRead<TState> {
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
  store: AppendingEventStore,
  streamId: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: CommandSource<TCommand, TState>,
  context: CommandContext,
  read?: StreamRead<TState>,
): Promise<HandledCommand<TEvent, TState>> {
  const fresh = () => readStreamState(store, streamId, decider);
  return traceCommand(streamId, async () => {
    try {
      return await attempt(store, streamId, decider, command, context, read ?? (await fresh()));
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      return attempt(store, streamId, decider, command, context, await fresh());
    }
  });
}

async function attempt<TCommand, TState, TEvent extends { type: string; data: unknown }>(
  store: AppendingEventStore,
  streamId: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: CommandSource<TCommand, TState>,
  context: CommandContext,
  read: StreamRead<TState>,
): Promise<HandledCommand<TEvent, TState>> {
  const decided = await decideOn(read, streamId, decider, command, context);
  if (decided.events.length === 0) return { ...decided, position: null };
  const result = await traceAppend([{ streamId, events: decided.append }], (stamp) =>
    store.append(streamId, stamp(decided.append), {
      expectedRevision: expectedAfter(decided.revision),
    }),
  );
  return appended(decided, result, decider);
}

/** What a command decided on the stream as read, and the events to append for it. */
interface Decided<TEvent, TState> {
  readonly events: TEvent[];
  readonly state: TState;
  readonly revision: number;
  readonly append: NewEvent[];
}

async function decideOn<TCommand, TState, TEvent extends { type: string; data: unknown }>(
  { events: recorded, state, revision }: StreamRead<TState>,
  streamId: string,
  decider: Decider<TCommand, TState, TEvent>,
  command: CommandSource<TCommand, TState>,
  context: CommandContext,
): Promise<Decided<TEvent, TState>> {
  if (
    context.expectedRevision !== undefined &&
    changedSince(recorded, context.expectedRevision, decider)
  ) {
    throw new WrongExpectedRevisionError(streamId, context.expectedRevision, revision);
  }
  const made = await commandFor(command, state, revision);
  const events = traceDecision(made, () => decider.decide(made, state));
  const append = events.map((event, index) => ({
    id: context.eventIds?.[index] ?? randomUUID(),
    type: event.type,
    schemaVersion: context.schemaVersions[event.type] ?? 1,
    data: event.data,
    metadata: context.metadata,
  }));
  return { events, state, revision, append };
}

function expectedAfter(revision: number): ExpectedRevision {
  return revision < 0 ? 'no_stream' : revision;
}

function appended<TState, TEvent extends { type: string; data: unknown }>(
  decided: Decided<TEvent, TState>,
  result: AppendResult,
  decider: Decider<unknown, TState, TEvent>,
): HandledCommand<TEvent, TState> {
  return {
    events: decided.events,
    state: decided.events.reduce(decider.evolve, decided.state),
    revision: result.nextExpectedRevision,
    position: result.position,
  };
}

/** One command of a batch: its stream and how to run it there. */
export interface StreamCommand<TCommand, TState> {
  readonly streamId: string;
  readonly command: CommandSource<TCommand, TState>;
  readonly context: CommandContext;
}

/**
 * A command on each of many streams (each stream once), decided like handleCommand's, with every
 * stream read in one batch read and folded, and all the decided events appended in one
 * multi-stream append at the revisions read. When another writer got in between, each command of
 * the batch runs again on its own through handleCommand, COMMANDS_AT_ONCE at a time (a decider that
 * records once, such as an export's, decides nothing for a stream whose events a partial batch
 * already appended).
 */
export function handleCommandsOnStreams<
  TCommand,
  TState,
  TEvent extends { type: string; data: unknown },
>(
  store: AppendingEventStore,
  decider: Decider<TCommand, TState, TEvent>,
  commands: readonly StreamCommand<TCommand, TState>[],
): Promise<HandledCommand<TEvent, TState>[]> {
  return traceCommand(`${commands.length} streams`, () => runOnStreams(store, decider, commands));
}

async function runOnStreams<TCommand, TState, TEvent extends { type: string; data: unknown }>(
  store: AppendingEventStore,
  decider: Decider<TCommand, TState, TEvent>,
  commands: readonly StreamCommand<TCommand, TState>[],
): Promise<HandledCommand<TEvent, TState>[]> {
  const streams = await store.readStreams(commands.map(({ streamId }) => streamId));
  const decided = await mapAtMost(
    COMMANDS_AT_ONCE,
    commands,
    ({ streamId, command, context }, index) =>
      decideOn(foldStream(streams[index]!, decider), streamId, decider, command, context),
  );
  const toAppend = commands.flatMap((command, index) =>
    decided[index]!.events.length > 0 ? [{ command, decided: decided[index]! }] : [],
  );
  let results: AppendResult[];
  try {
    const appends = toAppend.map(({ command, decided }) => ({
      streamId: command.streamId,
      events: decided.append,
      expectedRevision: expectedAfter(decided.revision),
    }));
    results = await traceAppend(appends, (stamp) =>
      store.appendToStreams(appends.map((append) => ({ ...append, events: stamp(append.events) }))),
    );
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    return mapAtMost(COMMANDS_AT_ONCE, commands, ({ streamId, command, context }) =>
      handleCommand(store, streamId, decider, command, context),
    );
  }
  const byStream = new Map(toAppend.map(({ command }, index) => [command.streamId, index]));
  return commands.map(({ streamId }, index) => {
    const at = byStream.get(streamId);
    const one = decided[index]!;
    return at === undefined
      ? { events: one.events, state: one.state, revision: one.revision, position: null }
      : appended(one, results[at]!, decider);
  });
}

/**
 * Commands of a batch decided (a command source may load data) or run again at once: overlaps
 * round trips, bounds the pool's share.
 */
const COMMANDS_AT_ONCE = 4;

async function mapAtMost<T, R>(
  limit: number,
  items: readonly T[],
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await run(items[index]!, index);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
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
  revision: number,
): TCommand | Promise<TCommand> {
  return typeof source === 'function'
    ? (source as (state: TState, revision: number) => TCommand | Promise<TCommand>)(state, revision)
    : source;
}
