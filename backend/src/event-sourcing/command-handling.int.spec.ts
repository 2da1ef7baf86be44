import { createPostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../testing/test-database';
import { describeCommandBatch } from './command-batch.conformance';

// A batch over PostgreSQL, whose multi-stream append is all or nothing: a conflict on one stream
// appends nothing, so every command of the batch is decided again.
describeCommandBatch('postgres', async () => {
  const db = await createTestDatabase();
  const store = createPostgresEventStore({ connectionString: db.url });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await db.drop();
    },
  };
});
