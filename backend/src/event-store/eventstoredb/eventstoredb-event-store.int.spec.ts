import { describeEventStoreConformance } from '../event-store.conformance';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';

/** Runs only against a live EventStoreDB, e.g. EVENTSTORE_URL=esdb://localhost:2113?tls=false. */
const url = process.env.EVENTSTORE_URL;

if (url) {
  describeEventStoreConformance('eventstoredb', async () => {
    const store = createEventStoreDbEventStore({ connectionString: url });
    return {
      store,
      // An append still on its way has no position on the server yet: it is held by not sending it.
      atomicBatches: false,
      holdAppend: async (streamId, events) => ({
        commit: () => store.append(streamId, events, { expectedRevision: 'no_stream' }),
      }),
      cleanup: () => store.close(),
    };
  });
} else {
  describe('eventstoredb event store', () => {
    it.skip('passes the conformance suite (set EVENTSTORE_URL to run it)', () => undefined);
  });
}
