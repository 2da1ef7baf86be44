import type { SessionLimits } from '../database/pg-pool';
import type { AppendingEventStore } from './event-store-append.port';
import { createEventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { createPostgresEventStore } from './postgres/postgres-event-store';

export interface EventStoreConfig {
  /** EVENTSTORE_URL: when set, EventStoreDB holds the events instead of the application database. */
  readonly eventStoreUrl?: string;
  readonly databaseUrl: string;
  readonly session?: SessionLimits;
}

export function createEventStore(config: EventStoreConfig): AppendingEventStore {
  return config.eventStoreUrl
    ? createEventStoreDbEventStore({ connectionString: config.eventStoreUrl })
    : createPostgresEventStore({ connectionString: config.databaseUrl, session: config.session });
}
