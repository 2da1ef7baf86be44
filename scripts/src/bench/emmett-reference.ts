import { STREAM_DOES_NOT_EXIST, type Event } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import type { AppendContender } from './append-rounds';

/** Emmett's PostgreSQL event store, in a database of its own (it creates its schema itself). */
export function createEmmettReference(url: string): AppendContender {
  const store = getPostgreSQLEventStore(url);
  return {
    name: 'emmett',
    async append(streamId, events) {
      await store.appendToStream<Event>(
        streamId,
        events.map((event) => ({
          type: event.type,
          data: event.data as Event['data'],
          metadata: { ...event.metadata },
        })),
        { expectedStreamVersion: STREAM_DOES_NOT_EXIST },
      );
    },
    close: () => store.close(),
  };
}
