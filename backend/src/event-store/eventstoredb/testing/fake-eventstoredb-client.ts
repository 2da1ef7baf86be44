import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import {
  ANY,
  BACKWARDS,
  END,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type AppendResult,
  type AppendToStreamOptions,
  type EventData,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
} from '@eventstore/db-client';

/**
 * An in-memory stand-in for the parts of EventStoreDB's client the adapter uses, as the client
 * documents them: $all reads include the event at their start position and hold system events,
 * a missing stream fails the read with StreamNotFoundError, data and metadata travel as JSON.
 * It checks the adapter's own logic (chaining, retries, filtering, positions), not the server.
 */

interface LoggedEvent {
  readonly streamId: string;
  readonly id: string;
  readonly revision: bigint;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly isJson: true;
  readonly created: Date;
  readonly position: Position;
}

/** The next append, stopped before it reaches the log (see holdNextAppend). */
export interface AppendHold {
  /** Resolves once the append has arrived and is waiting. */
  readonly reached: Promise<void>;
  release(): void;
}

export class FakeEventStoreDbClient {
  private readonly log: LoggedEvent[] = [];
  private readonly live = new Set<PassThrough>();
  private nextPosition = 100n;
  private nextAppendHold: { arrive(): void; released: Promise<void> } | undefined;

  constructor() {
    this.writeSystemEvent();
  }

  async appendToStream(
    streamName: string,
    events: EventData[],
    { expectedRevision = ANY }: AppendToStreamOptions = {},
  ): Promise<AppendResult> {
    await Promise.resolve();
    await this.waitIfHeld();
    const current = this.currentRevision(streamName);
    if (!isExpected(expectedRevision, current)) {
      throw new WrongExpectedVersionError(undefined, {
        streamName,
        expected: expectedRevision,
        current: current < 0n ? NO_STREAM : current,
      });
    }
    const written = events.map((event, index) =>
      this.write(streamName, current + 1n + BigInt(index), event),
    );
    this.writeSystemEvent();
    written.forEach((event) => this.live.forEach((subscription) => subscription.write({ event })));
    const last = written.at(-1);
    return {
      success: true,
      nextExpectedRevision: last?.revision ?? current,
      position: last?.position,
    };
  }

  /**
   * Makes the next append wait until released, as a slow network or a busy server would. Like
   * EventStoreDB, which writes one ordered log and assigns positions as it writes, the held
   * append has no position yet: appends written meanwhile come before it in $all.
   */
  holdNextAppend(): AppendHold {
    let arrive!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.nextAppendHold = { arrive, released };
    return { reached, release };
  }

  readStream(streamName: string, options: ReadStreamOptions = {}) {
    const events = this.log.filter(({ streamId }) => streamId === streamName);
    if (events.length === 0) return failedRead(new StreamNotFoundError(undefined, streamName));
    const backwards = options.direction === BACKWARDS;
    const from = options.fromRevision ?? (backwards ? END : START);
    const selected = events.filter(
      ({ revision }) =>
        typeof from !== 'bigint' || (backwards ? revision <= from : revision >= from),
    );
    return read(backwards ? selected.reverse() : selected, options.maxCount);
  }

  readAll(options: ReadAllOptions = {}) {
    const backwards = options.direction === BACKWARDS;
    const from = options.fromPosition ?? (backwards ? END : START);
    const selected = this.log.filter(
      ({ position }) =>
        typeof from === 'string' ||
        (backwards ? position.commit <= from.commit : position.commit >= from.commit),
    );
    return read(backwards ? selected.reverse() : selected, options.maxCount);
  }

  /** Only the live part: the adapter subscribes from END as a wake-up. */
  subscribeToAll() {
    const subscription = Object.assign(new PassThrough({ objectMode: true }), {
      unsubscribe: async () => {
        this.live.delete(subscription);
        subscription.end();
      },
    });
    this.live.add(subscription);
    return subscription;
  }

  async dispose(): Promise<void> {
    this.live.forEach((subscription) => subscription.end());
  }

  private async waitIfHeld(): Promise<void> {
    const hold = this.nextAppendHold;
    this.nextAppendHold = undefined;
    if (!hold) return;
    hold.arrive();
    await hold.released;
  }

  private currentRevision(streamName: string): bigint {
    const last = this.log.findLast(({ streamId }) => streamId === streamName);
    return last?.revision ?? -1n;
  }

  private write(streamId: string, revision: bigint, event: EventData): LoggedEvent {
    const position = { commit: this.nextPosition, prepare: this.nextPosition };
    this.nextPosition += 100n;
    const logged: LoggedEvent = {
      streamId,
      id: event.id,
      revision,
      type: event.type,
      data: throughJson(event.data),
      metadata: throughJson(event.metadata),
      isJson: true,
      created: new Date(),
      position,
    };
    this.log.push(logged);
    return logged;
  }

  private writeSystemEvent(): void {
    const stream = '$stats-fake';
    this.write(stream, this.currentRevision(stream) + 1n, {
      id: randomUUID(),
      contentType: 'application/json',
      type: '$statsCollected',
      data: {},
      metadata: {},
    });
  }
}

function throughJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

function isExpected(expected: AppendExpectedRevision, current: bigint): boolean {
  if (expected === ANY) return true;
  if (expected === NO_STREAM) return current < 0n;
  return typeof expected === 'bigint' ? expected === current : current >= 0n;
}

function read(events: LoggedEvent[], maxCount: number | bigint = Number.MAX_SAFE_INTEGER) {
  const resolved = events.slice(0, Number(maxCount)).map((event) => ({ event }));
  return Object.assign(Readable.from(afterIo(resolved)), { cancel: async () => undefined });
}

/** Like a real read, answers on a later turn of the event loop, so timers keep running. */
async function* afterIo<T>(items: readonly T[]): AsyncGenerator<T> {
  await new Promise((resolve) => setImmediate(resolve));
  yield* items;
}

function failedRead(error: Error) {
  const failing = new Readable({
    objectMode: true,
    read() {
      this.destroy(error);
    },
  });
  return Object.assign(failing, { cancel: async () => undefined });
}
