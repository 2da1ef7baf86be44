import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { EventMetadata, NewEvent, RecordedEvent, StoredMetadata } from './event-store.port';

/**
 * The per-stream hash chain. Each event's hash is the SHA-256 of the RFC 8785 canonical JSON of
 * everything that makes the fact (stream, revision, id, type, schema version, data, metadata) and
 * the previous event's hash, so editing, removing or reordering any stored event is detectable.
 */

/** Generic so that a template can hold placeholders where the revision and previous hash go. */
export interface HashedFields<Revision = number, PrevHash = string | null> {
  readonly streamId: string;
  readonly revision: Revision;
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: EventMetadata & { readonly prevHash: PrevHash };
}

/** The RFC 8785 canonical JSON whose SHA-256 is the event's hash. */
export function canonicalHashedJson(fields: HashedFields<unknown, unknown>): string {
  const { streamId, revision, id, type, schemaVersion, data, metadata } = fields;
  const canonical = canonicalize({ streamId, revision, id, type, schemaVersion, data, metadata });
  if (canonical === undefined) throw new TypeError('An event must be representable as JSON');
  return canonical;
}

export function computeEventHash(fields: HashedFields): string {
  return createHash('sha256').update(canonicalHashedJson(fields), 'utf8').digest('hex');
}

export interface ChainedEvent {
  readonly event: NewEvent;
  readonly revision: number;
  readonly metadata: StoredMetadata;
}

/** Links a batch appended after `lastRevision` (-1 for a new stream) whose last hash is `lastHash`. */
export function chainBatch(
  streamId: string,
  lastRevision: number,
  lastHash: string | null,
  events: readonly NewEvent[],
): ChainedEvent[] {
  let prevHash = lastHash;
  return events.map((event, index) => {
    const revision = lastRevision + 1 + index;
    const unhashed = { ...event.metadata, prevHash };
    const hash = computeEventHash({ ...event, streamId, revision, metadata: unhashed });
    prevHash = hash;
    return { event, revision, metadata: { ...unhashed, hash } };
  });
}

export type ChainVerification =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** Index (in the list given) of the first event that breaks the chain. */
      readonly index: number;
      readonly brokenAt: RecordedEvent;
      readonly reason: string;
    };

/** Checks a whole stream, read forwards from revision 0. */
export function verifyChain(events: readonly RecordedEvent[]): ChainVerification {
  const streamId = events[0]?.streamId;
  let previous: RecordedEvent | undefined;
  for (const [index, event] of events.entries()) {
    const reason = findBreak(event, index, previous, streamId);
    if (reason) return { ok: false, index, brokenAt: event, reason };
    previous = event;
  }
  return { ok: true };
}

function findBreak(
  event: RecordedEvent,
  index: number,
  previous: RecordedEvent | undefined,
  streamId: string | undefined,
): string | undefined {
  if (event.streamId !== streamId) {
    return `event ${event.id} belongs to stream ${event.streamId}, not ${streamId}`;
  }
  if (event.revision !== index) return `expected revision ${index}, found ${event.revision}`;
  if (event.metadata.prevHash !== (previous?.metadata.hash ?? null)) {
    return `revision ${index} does not link to the hash of the event before it`;
  }
  const { hash, ...unhashed } = event.metadata;
  if (computeEventHash({ ...event, metadata: unhashed }) !== hash) {
    return `revision ${index} does not match its stored hash (its content was changed)`;
  }
  return undefined;
}
