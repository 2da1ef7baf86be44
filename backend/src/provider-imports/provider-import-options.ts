import type { AppConfig } from '../config/app-config';

export interface ProviderImportSenderOptions {
  /** How often due rows are looked for when no NOTIFY woke the loop. */
  readonly pollMs: number;
  readonly batchSize: number;
  /** Wait before attempt n + 1 after n unanswered ones. */
  readonly backoffMs: (attempts: number) => number;
  /** A claimed row not finished within this time was interrupted (the process stopped). */
  readonly leaseMs: number;
}

export const DEFAULT_PROVIDER_IMPORT_OPTIONS: ProviderImportSenderOptions = {
  pollMs: 5000,
  batchSize: 10,
  backoffMs: (attempts) => Math.min(5000 * 2 ** (attempts - 1), 10 * 60_000),
  leaseMs: 60_000,
};

/**
 * Longer than one row takes: the adapter's three attempts and the wait for the read models. A
 * lease that runs out early costs no second notice job (the next claim asks by key first).
 */
export function leaseMs(config: AppConfig): number {
  return 3 * config.PROVIDER_TIMEOUT_MS + config.READ_MODEL_WAIT_MS + 10_000;
}
