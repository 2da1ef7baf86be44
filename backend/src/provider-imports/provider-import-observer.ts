/**
 * How one import request's round with the provider ended: its outcome recorded on the job
 * (`imported`, `refused`), nothing left to do (`not-awaited`), or to be tried again (`retry`).
 */
export type ProviderImportOutcome = 'imported' | 'refused' | 'not-awaited' | 'retry';

/** Told of every round, with its duration: the operators' metrics (docs/decisions/0042). */
export interface ProviderImportObserver {
  resolved(outcome: ProviderImportOutcome, seconds: number): void;
}

/** Provided by the metrics module when metrics are on; optional everywhere else. */
export const PROVIDER_IMPORT_OBSERVER = Symbol('PROVIDER_IMPORT_OBSERVER');

/** Runs one round and tells the observer how it ended; a thrown error is a `retry`, rethrown. */
export async function observeImport(
  observer: ProviderImportObserver | undefined,
  round: () => Promise<ProviderImportOutcome>,
): Promise<ProviderImportOutcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const outcome = await round();
    observer?.resolved(outcome, seconds());
    return outcome;
  } catch (error) {
    observer?.resolved('retry', seconds());
    throw error;
  }
}
