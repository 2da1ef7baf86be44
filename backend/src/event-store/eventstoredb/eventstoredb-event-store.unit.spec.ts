import type { EventStoreDBClient } from '@eventstore/db-client';
import { describeEventStoreConformance } from '../event-store.conformance';
import { eventStoreOnClient } from './eventstoredb-event-store';
import { FakeEventStoreDbClient } from './testing/fake-eventstoredb-client';

// The adapter's logic against an in-memory client; the int spec runs it against a real server.
describeEventStoreConformance('eventstoredb (in-memory client)', async () => {
  const store = eventStoreOnClient(new FakeEventStoreDbClient() as unknown as EventStoreDBClient);
  return { store, cleanup: () => store.close() };
});
