import type {
  AppendOptions,
  AppendResult,
  EventStore,
  NewEvent,
  StreamAppend,
} from './event-store.port';

/**
 * The store with its append: only the command runner (event-sourcing/command-handling.ts and
 * jobs/shared/job-commands.ts), the adapters and test kits import this module
 * (backend/.dependency-cruiser.cjs, rule only-the-command-runner-appends), so every event reaches
 * a stream through a command its decider accepted at the revision it read. The EVENT_STORE
 * provider is one of these; everyone else holds it as the reading EventStore.
 */
export interface AppendingEventStore extends EventStore {
  append(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult>;
  /**
   * Appends to many streams in one call (each stream at most once); the results follow the
   * order of `appends`. A wrong expected revision rejects with WrongExpectedRevisionError for
   * that stream. PostgreSQL: one statement and one transaction, so all or nothing (a conflict
   * appends nothing). EventStoreDB has no multi-stream transaction: each stream is appended on
   * its own, a few at a time, so a conflict or failure can leave the other streams appended
   * (each stream's own append stays atomic and idempotent, so the batch may simply be retried).
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
}
