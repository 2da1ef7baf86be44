// The event store port. Job, share, e-mail and status facts live here as events, one stream per
// job; everything else reads them through this interface. Two adapters implement it (postgres,
// the embedded default, and eventstoredb) and both pass the conformance suite beside this file.

/**
 * A place in the global log ($all). It is a pair, as in EventStoreDB: for EventStoreDB it is the
 * commit and prepare positions; for PostgreSQL the committing transaction id (xid8) and the
 * event's sequence number. Positions are compared as tuples (commit first).
 */
export interface GlobalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

/** Before the first event: read or subscribe "after START" to get everything. */
export const START: GlobalPosition = Object.freeze({ commit: -1n, prepare: -1n });

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** Who caused an event: a signed-in user, a guest on a share link or public form, or the system. */
export type Actor =
  | { readonly kind: 'user'; readonly userId: string }
  | { readonly kind: 'guest' }
  | { readonly kind: 'system'; readonly process: string };

export interface EventMetadata {
  readonly companyId: string | null;
  readonly actor: Actor;
  readonly correlationId: string;
  readonly causationId?: string;
  /** ISO-8601 time the fact happened; projections use it instead of the clock. */
  readonly occurredAt: string;
  /**
   * The W3C trace context of the append that stored the event, when tracing was on, so the
   * projections and side effects that follow join the command's trace. Hashed like the rest.
   */
  readonly traceparent?: string;
}

/** What the adapter adds: the per-stream hash chain that makes any edit or removal detectable. */
export interface StoredMetadata extends EventMetadata {
  /** Hash of the previous event of the same stream; null for the first event. */
  readonly prevHash: string | null;
  /** Hash of this event (see hash-chain.ts for what it covers). */
  readonly hash: string;
}

export interface NewEvent<TType extends string = string, TData = unknown> {
  /** A uuid chosen by the writer: appending an event whose id is already stored is a no-op. */
  readonly id: string;
  readonly type: TType;
  readonly schemaVersion: number;
  readonly data: TData;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent<TType extends string = string, TData = unknown> {
  readonly id: string;
  readonly streamId: string;
  /** 0-based, gap-free index of the event within its stream. */
  readonly revision: number;
  readonly position: GlobalPosition;
  readonly type: TType;
  readonly schemaVersion: number;
  readonly data: TData;
  readonly metadata: StoredMetadata;
}

/** 'no_stream': the stream must not exist; 'any': no check; a number: the stream's last revision. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendOptions {
  readonly expectedRevision: ExpectedRevision;
}

export interface AppendResult {
  /** Revision of the last event now in the stream: pass it as the next expected revision. */
  readonly nextExpectedRevision: number;
  /** Global position of the last event appended (or already stored, for an idempotent retry). */
  readonly position: GlobalPosition;
}

/** One stream's part of a multi-stream append. */
export interface StreamAppend {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly expectedRevision: ExpectedRevision;
}

export interface ReadStreamOptions {
  readonly direction?: 'forwards' | 'backwards';
  /** Inclusive; defaults to the first (forwards) or the last (backwards) event. */
  readonly fromRevision?: number;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive; defaults to START. */
  readonly after?: GlobalPosition;
  readonly maxCount?: number;
}

/** A projection's read of the global log: `after` and `maxCount` as in ReadAllOptions. */
export interface ProjectionReadOptions extends ReadAllOptions {
  /** Only events of these types are returned whole; the page still covers the others. */
  readonly types?: readonly string[];
}

/**
 * An event as a projection reads it: without the hash chain, which only the audit checks, so a
 * rebuild does not carry two hashes per event out of the store.
 */
export type ProjectionEvent<TType extends string = string, TData = unknown> = Omit<
  RecordedEvent<TType, TData>,
  'metadata'
> & { readonly metadata: EventMetadata };

/** One page of the global log for a projection. */
export interface ProjectionPage {
  /** The page's events of the types asked, in position order. */
  readonly events: ProjectionEvent[];
  /** How many events the page covers, of any type. */
  readonly covered: number;
  /**
   * The position of the page's last event, of any type: read on after it. Null when nothing
   * follows the position read after.
   */
  readonly end: GlobalPosition | null;
}

export interface SubscribeOptions {
  /** Exclusive; defaults to START. */
  readonly after?: GlobalPosition;
  /** Most events handed to the handler at once. */
  readonly batchSize?: number;
  /** Called when the handler throws; the batch is retried after a pause, never skipped. */
  readonly onError?: (error: unknown) => void;
}

/**
 * Receives events in position order, every event exactly once, in batches. The next batch is not
 * read before the returned promise settles.
 */
export type BatchHandler = (events: readonly RecordedEvent[]) => Promise<void>;

export interface Subscription {
  /** Resolves once the handler is no longer running and will not be called again. */
  stop(): Promise<void>;
}

/**
 * What every reader of the store may do. Appending is a capability of its own
 * (event-store-append.port.ts) that only the command runner, the adapters and test kits hold.
 */
export interface EventStore {
  /** Events of one stream; an empty list when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Every event of each stream, forwards, in the order of the ids given (an empty list for a
   * missing stream): what readStream gives for each, in one round trip where the store can.
   */
  readStreams(streamIds: readonly string[]): Promise<RecordedEvent[][]>;
  /** One batch of the global log, in position order. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * The same page of the global log as readAll (maxCount events of any type), keeping only the
   * events of the types asked, each without its hashes: what a rebuild folds.
   */
  readForProjection(options?: ProjectionReadOptions): Promise<ProjectionPage>;
  /** Catch-up subscription: everything after the position, then new events as they commit. */
  subscribe(options: SubscribeOptions, handler: BatchHandler): Subscription;
  /** Position of the last event a reader can see now; START when the store is empty. */
  headPosition(): Promise<GlobalPosition>;
  /**
   * How many committed events follow the position (projection lag), counting those a gap-safety
   * watermark still holds back from readers.
   */
  countAfter(position: GlobalPosition): Promise<number>;
  /**
   * How long (ms) the oldest unfinished append has been holding back events that committed after
   * it; null when nothing is held back (always, for a store that needs no watermark).
   */
  watermarkHeldForMs(): Promise<number | null>;
  /** Health probe: resolves when the store answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

/** What every adapter refuses in a multi-stream append: a stream twice, or one with no events. */
export function checkStreamAppends(appends: readonly StreamAppend[]): void {
  const seen = new Set<string>();
  for (const { streamId, events } of appends) {
    if (events.length === 0) throw new RangeError(`Nothing to append to stream ${streamId}`);
    if (seen.has(streamId)) throw new RangeError(`Stream ${streamId} appears twice in one batch`);
    seen.add(streamId);
  }
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's actual last revision; -1 when it does not exist. */
    readonly actual: number,
  ) {
    super(
      `Stream ${streamId} was expected at ${describeRevision(expected)} but is at ${describeRevision(actual < 0 ? 'no_stream' : actual)}`,
    );
    this.name = 'WrongExpectedRevisionError';
  }
}

function describeRevision(revision: ExpectedRevision): string {
  return typeof revision === 'number' ? `revision ${revision}` : revision.replace('_', ' ');
}
