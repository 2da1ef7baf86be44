import type { AppendingEventStore } from './event-store-append.port';

/**
 * Told of every append that stored events, on either adapter: the operators' metrics count them
 * (docs/decisions/0042). The store works the same without one.
 */
export interface AppendObserver {
  appended(events: number): void;
}

/** Provided by the metrics module when metrics are on; optional everywhere else. */
export const APPEND_OBSERVER = Symbol('APPEND_OBSERVER');

/** The store, telling the observer of each append once it succeeded. */
export function observeAppends(
  store: AppendingEventStore,
  observer: AppendObserver | undefined,
): AppendingEventStore {
  if (!observer) return store;
  return {
    ...store,
    append: async (streamId, events, options) => {
      const result = await store.append(streamId, events, options);
      observer.appended(events.length);
      return result;
    },
    appendToStreams: async (appends) => {
      const results = await store.appendToStreams(appends);
      for (const { events } of appends) observer.appended(events.length);
      return results;
    },
  };
}
