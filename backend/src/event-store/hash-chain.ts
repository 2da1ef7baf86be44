import { computeEventHash } from '@job-intake/contracts/audit/hash-chain';
import type { NewEvent, StoredMetadata } from './event-store.port';

/**
 * How an adapter links the events it appends. The chain itself (what a hash covers, how a stream
 * is verified) is in contracts/src/audit/hash-chain.ts, shared with the audit-record verifier.
 */

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
