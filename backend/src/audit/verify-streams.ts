import { verifyChain } from '@job-intake/contracts/audit/hash-chain';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';

export interface BrokenStream {
  readonly streamId: string;
  /** The first event that breaks the chain (undefined when the stream has no events at all). */
  readonly event?: RecordedEvent;
  readonly reason: string;
}

export interface AuditReport {
  readonly streams: number;
  readonly events: number;
  readonly broken: BrokenStream[];
}

/** Checks the hash chain of the given streams, or of every stream in the store. */
export async function verifyStreams(
  store: EventStore,
  streamIds?: readonly string[],
): Promise<AuditReport> {
  const ids = streamIds ?? (await allStreamIds(store));
  const broken: BrokenStream[] = [];
  let events = 0;
  for (const streamId of ids) {
    const stream = await store.readStream(streamId);
    events += stream.length;
    if (stream.length === 0) {
      broken.push({ streamId, reason: 'the stream has no events' });
      continue;
    }
    const verdict = verifyChain(stream);
    if (!verdict.ok) broken.push({ streamId, event: verdict.brokenAt, reason: verdict.reason });
  }
  return { streams: ids.length, events, broken };
}

async function allStreamIds(store: EventStore): Promise<string[]> {
  const ids = new Set<string>();
  let after;
  for (;;) {
    const batch = await store.readAll({ after, maxCount: 5000 });
    const last = batch[batch.length - 1];
    if (!last) return [...ids];
    for (const event of batch) ids.add(event.streamId);
    after = last.position;
  }
}
