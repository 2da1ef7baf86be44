import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AppendingEventStore } from '../event-store/event-store-append.port';
import type { RecordedEvent } from '../event-store/event-store.port';
import { newEvent, newStreamId } from '../event-store/testing/test-events';
import { handleCommandsOnStreams, type Decider, type StreamCommand } from './command-handling';

/**
 * handleCommandsOnStreams on a real store: a spec calls this with a factory for an adapter's
 * store (all-or-nothing batches or not) and a clean-up.
 */
export interface CommandBatchFixture {
  readonly store: AppendingEventStore;
  cleanup(): Promise<void>;
}

type Tally = { type: 'Counted'; data: { tallyId: string } } | { type: 'Other'; data: object };
interface TallyState {
  readonly tallies: ReadonlySet<string>;
  readonly others: number;
}
interface Count {
  readonly tallyId: string;
}

/** Records a tally once per stream, as an export's History entry is recorded once per job. */
const tallyDecider: Decider<Count, TallyState, Tally> = {
  initialState: { tallies: new Set(), others: 0 },
  evolve: (state, event) =>
    event.type === 'Counted'
      ? { ...state, tallies: new Set(state.tallies).add(event.data.tallyId) }
      : { ...state, others: state.others + 1 },
  decide: ({ tallyId }, state) =>
    state.tallies.has(tallyId) ? [] : [{ type: 'Counted', data: { tallyId } }],
};

const context = { metadata: newEvent().metadata, schemaVersions: {} };

export function describeCommandBatch(
  name: string,
  factory: () => Promise<CommandBatchFixture>,
): void {
  describe(`handleCommandsOnStreams on ${name}`, () => {
    let fixture: CommandBatchFixture;
    beforeAll(async () => {
      fixture = await factory();
    });
    afterAll(() => fixture.cleanup());

    /**
     * Streams with one event each, and a command on each that notes the state it decided on (its
     * count of other events) and the stream's revision then.
     */
    async function batchOn(count: number, tallyId: string) {
      const streamIds = Array.from({ length: count }, () => newStreamId('batch'));
      for (const streamId of streamIds)
        await fixture.store.append(streamId, [newEvent('Other', {})], {
          expectedRevision: 'no_stream',
        });
      const decidedOn = new Map<string, [number, number][]>(streamIds.map((id) => [id, []]));
      const commands: StreamCommand<Count, TallyState>[] = streamIds.map((streamId) => ({
        streamId,
        command: (state, revision) => {
          decidedOn.get(streamId)!.push([state.others, revision]);
          return { tallyId };
        },
        context,
      }));
      return { streamIds, decidedOn, commands };
    }

    const typesOf = (events: readonly RecordedEvent[]) => events.map(({ type }) => type);

    it('decides each stream at the revision read and appends every decision once', async () => {
      const { streamIds, commands } = await batchOn(5, 'first');
      const handled = await handleCommandsOnStreams(fixture.store, tallyDecider, commands);
      expect(handled.map(({ events, revision }) => [events.length, revision])).toEqual(
        streamIds.map(() => [1, 1]),
      );
      for (const events of await fixture.store.readStreams(streamIds))
        expect(typesOf(events)).toEqual(['Other', 'Counted']);
      const again = await handleCommandsOnStreams(fixture.store, tallyDecider, commands);
      expect(again.map(({ events, position }) => [events, position])).toEqual(
        streamIds.map(() => [[], null]),
      );
    });

    it('decides again on the fresh state of a stream another writer appended to meanwhile', async () => {
      const { streamIds, decidedOn, commands } = await batchOn(6, 'raced');
      const raced = streamIds[3]!;
      const store = withWriterBeforeFirstBatchAppend(fixture.store, raced);
      await handleCommandsOnStreams(store, tallyDecider, commands);
      for (const [index, events] of (await fixture.store.readStreams(streamIds)).entries()) {
        const expected = index === 3 ? ['Other', 'Other', 'Counted'] : ['Other', 'Counted'];
        expect(typesOf(events)).toEqual(expected);
      }
      // Decided on the batch read, then again on a read that holds the other writer's event.
      expect(decidedOn.get(raced)).toEqual([
        [1, 0],
        [2, 1],
      ]);
    });
  });
}

/**
 * The store, with another writer appending to `streamId` just before the first multi-stream
 * append: after the batch read it, before its append lands.
 */
function withWriterBeforeFirstBatchAppend(
  store: AppendingEventStore,
  streamId: string,
): AppendingEventStore {
  let raced = false;
  return {
    ...store,
    appendToStreams: async (appends) => {
      if (!raced) {
        raced = true;
        await store.append(streamId, [newEvent('Other', {})], { expectedRevision: 'any' });
      }
      return store.appendToStreams(appends);
    },
  };
}
