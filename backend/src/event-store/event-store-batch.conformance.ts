import { describe, expect, it } from '@jest/globals';
import { WrongExpectedRevisionError, type NewEvent, type StreamAppend } from './event-store.port';
import type { AppendingEventStore } from './event-store-append.port';
import { verifyChain } from '@job-intake/contracts/audit/hash-chain';
import { newEvent, newStreamId } from './testing/test-events';

/**
 * appendToStreams, part of the conformance suite. `atomic`: whether a refused batch leaves every
 * stream as it was (PostgreSQL) or only the refused one (EventStoreDB, which appends per stream).
 */
export function describeAppendToStreams(
  store: () => AppendingEventStore,
  atomic: () => boolean,
): void {
  describe('appendToStreams', () => {
    it('appends to new and existing streams, chained, with results in the order given', async () => {
      const existing = newStreamId();
      await store().append(existing, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
      const fresh = newStreamId();
      const loose = newStreamId();
      const appends = [
        { streamId: existing, events: [newEvent(), newEvent()], expectedRevision: 1 },
        { streamId: fresh, events: [newEvent()], expectedRevision: 'no_stream' },
        { streamId: loose, events: [newEvent()], expectedRevision: 'any' },
      ] satisfies StreamAppend[];
      const results = await store().appendToStreams(appends);
      expect(results.map((result) => result.nextExpectedRevision)).toEqual([3, 0, 0]);
      for (const [index, { streamId, events }] of appends.entries()) {
        const stored = await store().readStream(streamId);
        expect(stored.slice(-events.length).map(({ id }) => id)).toEqual(ids(events));
        expect(stored.at(-1)?.position).toEqual(results[index]?.position);
        expect(verifyChain(stored)).toEqual({ ok: true });
      }
    });

    it('refuses a batch with a wrong expected revision, naming the stream and its revision', async () => {
      const stale = newStreamId();
      await store().append(stale, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
      const other = newStreamId();
      const attempt = store().appendToStreams([
        { streamId: other, events: [newEvent()], expectedRevision: 'no_stream' },
        { streamId: stale, events: [newEvent()], expectedRevision: 0 },
      ]);
      await expect(attempt).rejects.toEqual(new WrongExpectedRevisionError(stale, 0, 1));
      expect(await store().readStream(stale)).toHaveLength(2);
      if (atomic()) expect(await store().readStream(other)).toEqual([]);
    });

    it('treats a retry of a stored batch as a no-op with the same results', async () => {
      const appends: StreamAppend[] = [newStreamId(), newStreamId()].map((streamId) => ({
        streamId,
        events: [newEvent(), newEvent()],
        expectedRevision: 'no_stream',
      }));
      const first = await store().appendToStreams(appends);
      expect(await store().appendToStreams(appends)).toEqual(first);
      for (const { streamId } of appends)
        expect(await store().readStream(streamId)).toHaveLength(2);
    });

    it('lands concurrent batches that share streams in opposite orders', async () => {
      const streams = Array.from({ length: 20 }, () => newStreamId());
      const batch = (order: string[]) =>
        store().appendToStreams(
          order.map((streamId) => ({ streamId, events: [newEvent()], expectedRevision: 'any' })),
        );
      await Promise.all([1, 2, 3, 4].map((n) => batch(n % 2 ? streams : [...streams].reverse())));
      for (const streamId of streams) {
        const stored = await store().readStream(streamId);
        expect(stored).toHaveLength(4);
        expect(verifyChain(stored)).toEqual({ ok: true });
      }
    });

    it('refuses a stream named twice or given no events, and takes an empty batch', async () => {
      const streamId = newStreamId();
      const once = { streamId, events: [newEvent()], expectedRevision: 'any' } as const;
      await expect(store().appendToStreams([once, once])).rejects.toBeInstanceOf(RangeError);
      await expect(
        store().appendToStreams([{ ...once, events: [] as NewEvent[] }]),
      ).rejects.toBeInstanceOf(RangeError);
      expect(await store().appendToStreams([])).toEqual([]);
      expect(await store().readStream(streamId)).toEqual([]);
    });
  });
}

function ids(events: readonly NewEvent[]): string[] {
  return events.map(({ id }) => id);
}
