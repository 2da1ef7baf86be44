import type { EventStoreDBClient } from '@eventstore/db-client';
import { describeEventStoreConformance } from '../event-store.conformance';
import { eventStoreOnClient } from './eventstoredb-event-store';
import { FakeEventStoreDbClient } from './testing/fake-eventstoredb-client';

// The adapter's logic against an in-memory client; the int spec runs it against a real server.
describeEventStoreConformance('eventstoredb (in-memory client)', async () => {
  const client = new FakeEventStoreDbClient();
  const store = eventStoreOnClient(client as unknown as EventStoreDBClient);
  return {
    store,
    atomicBatches: false,
    holdAppend: async (streamId, events) => {
      const hold = client.holdNextAppend();
      const appending = store.append(streamId, events, { expectedRevision: 'no_stream' });
      await Promise.race([hold.reached, appending]);
      return {
        commit: () => {
          hold.release();
          return appending;
        },
      };
    },
    cleanup: () => store.close(),
  };
});
