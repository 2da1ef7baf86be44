import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * The per-stream hash chain, written once for the event store, `ops audit verify` and the
 * standalone audit-record verifier. Each event's hash is the SHA-256 of the RFC 8785 canonical
 * JSON of everything that makes the fact (stream, revision, id, type, schema version, data,
 * metadata) and the previous event's hash, so editing, removing or reordering any stored event
 * is detectable.
 */

/** Generic so that a template can hold placeholders where the revision and previous hash go. */
export interface HashedFields<Revision = number, PrevHash = string | null> {
  readonly streamId: string;
  readonly revision: Revision;
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: object & { readonly prevHash: PrevHash };
}

/** A stored event as far as the chain is concerned: its fields and both hashes. */
export interface ChainedEventFields extends HashedFields {
  readonly metadata: object & { readonly prevHash: string | null; readonly hash: string };
}

/** The RFC 8785 canonical JSON whose SHA-256 is the event's hash. */
export function canonicalHashedJson(fields: HashedFields<unknown, unknown>): string {
  const { streamId, revision, id, type, schemaVersion, data, metadata } = fields;
  return canonicalJson({ streamId, revision, id, type, schemaVersion, data, metadata });
}

/** RFC 8785 (JSON Canonicalization Scheme) text of a JSON value. */
export function canonicalJson(value: unknown): string {
  const canonical = canonicalize(value);
  if (canonical === undefined) throw new TypeError('The value must be representable as JSON');
  return canonical;
}

export function computeEventHash(fields: HashedFields): string {
  return createHash('sha256').update(canonicalHashedJson(fields), 'utf8').digest('hex');
}

export type ChainVerification<Event> =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** Index (in the list given) of the first event that breaks the chain. */
      readonly index: number;
      readonly brokenAt: Event;
      readonly reason: string;
    };

/** Checks a whole stream, read forwards from revision 0. */
export function verifyChain<Event extends ChainedEventFields>(
  events: readonly Event[],
): ChainVerification<Event> {
  const streamId = events[0]?.streamId;
  let previous: Event | undefined;
  for (const [index, event] of events.entries()) {
    const reason = findBreak(event, index, previous, streamId);
    if (reason) return { ok: false, index, brokenAt: event, reason };
    previous = event;
  }
  return { ok: true };
}

function findBreak(
  event: ChainedEventFields,
  index: number,
  previous: ChainedEventFields | undefined,
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
