export interface ProviderImportSenderOptions {
  /** How often due rows are looked for when no NOTIFY woke the loop. */
  readonly pollMs: number;
  readonly batchSize: number;
  /** Wait before attempt n + 1 after n unanswered ones. */
  readonly backoffMs: (attempts: number) => number;
}

export const DEFAULT_PROVIDER_IMPORT_OPTIONS: ProviderImportSenderOptions = {
  pollMs: 5000,
  batchSize: 10,
  backoffMs: (attempts) => Math.min(5000 * 2 ** (attempts - 1), 10 * 60_000),
};
