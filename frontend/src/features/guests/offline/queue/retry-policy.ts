import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

const FIRST_DELAY_MS = 1_000;
/** The longest wait between two tries of the same save. */
export const MAX_DELAY_MS = 60_000;

/**
 * How long to wait before the given try (1 = the first retry): doubling from a second up to a
 * minute, with "full jitter" (a random share of it) so phones back on the same mast do not all
 * retry at the same instant.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Whether a failed save may succeed later unchanged: no answer reached us (no connection, a
 * timeout), the server failed (5xx, or an error page a proxy sent), or it asked us to slow down
 * (429). Any other answer (400, 403, 404…) says the save itself is refused.
 */
export function isRetryable(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null || !('status' in reason)) return false;
  const error = reason as FetchBaseQueryError;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return typeof status === 'number' && (status >= 500 || status === 429);
}
