import { SpanKind, trace } from '@opentelemetry/api';
import type { NewEvent, RecordedEvent } from '../event-store/event-store.port';
import { inSpan, inSpanSync } from './spans';
import { currentTraceparent, linksTo } from './trace-context';

// Messaging semantic conventions (still incubating in @opentelemetry/semantic-conventions, so
// named here): an append sends events to a stream, a projection processes them in batches.
const MESSAGING_SYSTEM = 'messaging.system';
const MESSAGING_OPERATION_TYPE = 'messaging.operation.type';
const MESSAGING_DESTINATION = 'messaging.destination.name';
const MESSAGING_BATCH_COUNT = 'messaging.batch.message_count';
const MESSAGING_CONSUMER_GROUP = 'messaging.consumer.group.name';
const EVENT_STORE = 'job-intake.event-store';
const COMMAND_TYPE = 'job_intake.command.type';

/**
 * The span of a command on a stream (or of one command on each of many streams): read, decide,
 * append; named for the command decided.
 */
export function traceCommand<T>(streamId: string, run: () => Promise<T>): Promise<T> {
  return inSpan('JobCommands.run', { attributes: { [MESSAGING_DESTINATION]: streamId } }, run);
}

/** The decider's call, under the command's span, which takes the command's name. */
export function traceDecision<T>(command: unknown, decide: () => T): T {
  const type = commandType(command);
  const commandSpan = trace.getActiveSpan();
  commandSpan?.updateName(`JobCommands.run ${type}`);
  commandSpan?.setAttribute(COMMAND_TYPE, type);
  return inSpanSync(`decide ${type}`, { attributes: { [COMMAND_TYPE]: type } }, decide);
}

/**
 * The append of events to streams: each event's metadata carries this span's `traceparent`, so
 * the projections and the side effects that follow the store's subscription join its trace.
 */
export function traceAppend<T>(
  streams: readonly { readonly streamId: string; readonly events: readonly NewEvent[] }[],
  append: (stamp: (events: readonly NewEvent[]) => NewEvent[]) => Promise<T>,
): Promise<T> {
  const attributes = {
    [MESSAGING_SYSTEM]: EVENT_STORE,
    [MESSAGING_OPERATION_TYPE]: 'send',
    [MESSAGING_DESTINATION]:
      streams.length === 1 ? streams[0]!.streamId : `${streams.length} streams`,
    [MESSAGING_BATCH_COUNT]: streams.reduce((count, { events }) => count + events.length, 0),
  };
  return inSpan('eventstore.append', { kind: SpanKind.PRODUCER, attributes }, () =>
    append(stampTraceparent),
  );
}

function stampTraceparent(events: readonly NewEvent[]): NewEvent[] {
  const traceparent = currentTraceparent();
  if (!traceparent) return [...events];
  return events.map((event) => ({ ...event, metadata: { ...event.metadata, traceparent } }));
}

/**
 * A projection's batch, linked to the appends of the events it handles (a batch applies events
 * of many commands: links, as the messaging conventions trace batch processing). A batch with
 * none of its event types is not traced.
 */
export function traceProjectionBatch<T>(
  projection: { readonly name: string; readonly eventTypes: readonly string[] },
  events: readonly RecordedEvent[],
  apply: () => Promise<T>,
): Promise<T> {
  const handled = events.filter((event) => projection.eventTypes.includes(event.type));
  if (handled.length === 0) return apply();
  const options = {
    kind: SpanKind.CONSUMER,
    links: linksTo(handled.map((event) => event.metadata.traceparent)),
    attributes: {
      [MESSAGING_SYSTEM]: EVENT_STORE,
      [MESSAGING_OPERATION_TYPE]: 'process',
      [MESSAGING_CONSUMER_GROUP]: projection.name,
      [MESSAGING_BATCH_COUNT]: handled.length,
    },
  };
  return inSpan(`projection.batch ${projection.name}`, options, apply);
}

function commandType(command: unknown): string {
  const type = (command as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'command';
}
