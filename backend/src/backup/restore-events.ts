import {
  comparePositions,
  type GlobalPosition,
  type NewEvent,
  type StreamAppend,
} from '../event-store/event-store.port';
import type { AppendingEventStore } from '../event-store/event-store-append.port';
import type { BackupEvent, BackupLine } from './backup-format';

/**
 * Appends a backup's events again, in their order, with their ids, data and metadata: the store
 * links them into the same hash chain (restore-backup.ts checks each hash against the file's).
 * The one writer of events besides the command runner (backend/.dependency-cruiser.cjs): these
 * are facts the source's deciders accepted, copied into an empty store, not new decisions.
 */
const CHUNK_EVENTS = 500;

/** The store a restore appends to. */
export type RestoringStore = AppendingEventStore;

/** Returns how many events were appended and the position of the last. */
export async function appendBackupEvents(
  store: RestoringStore,
  lines: AsyncIterable<BackupLine>,
): Promise<{ count: number; last?: GlobalPosition }> {
  let chunk: StreamAppend[] = [];
  let size = 0;
  let count = 0;
  let last: GlobalPosition | undefined;
  const flush = async () => {
    for (const { position } of chunk.length > 0 ? await store.appendToStreams(chunk) : []) {
      if (!last || comparePositions(position, last) > 0) last = position;
    }
    chunk = [];
    size = 0;
  };
  for await (const line of lines) {
    if (!('event' in line)) continue;
    const { event } = line;
    const current = chunk.at(-1);
    if (current?.streamId === event.streamId) {
      (current.events as NewEvent[]).push(newEventOf(event));
    } else {
      // A stream appears once per call: a stream met again starts the next call, keeping order.
      if (chunk.some(({ streamId }) => streamId === event.streamId)) await flush();
      chunk.push({
        streamId: event.streamId,
        events: [newEventOf(event)],
        expectedRevision: event.revision === 0 ? 'no_stream' : event.revision - 1,
      });
    }
    count += 1;
    size += 1;
    if (size >= CHUNK_EVENTS) await flush();
  }
  await flush();
  return { count, last };
}

function newEventOf(event: BackupEvent): NewEvent {
  const { prevHash: _prevHash, hash: _hash, ...metadata } = event.metadata;
  return {
    id: event.id,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    metadata,
  };
}
