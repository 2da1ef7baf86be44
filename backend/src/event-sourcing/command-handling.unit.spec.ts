import type { EventStoreDBClient } from '@eventstore/db-client';
import { eventStoreOnClient } from '../event-store/eventstoredb/eventstoredb-event-store';
import { FakeEventStoreDbClient } from '../event-store/eventstoredb/testing/fake-eventstoredb-client';
import { describeCommandBatch } from './command-batch.conformance';

// A batch over the EventStoreDB adapter (in-memory client), whose multi-stream append is not all
// or nothing; the int spec runs the same on PostgreSQL, whose append is.
describeCommandBatch('eventstoredb (in-memory client)', async () => {
  const store = eventStoreOnClient(new FakeEventStoreDbClient() as unknown as EventStoreDBClient);
  return { store, cleanup: () => store.close() };
});
