import { errorMessage, errorStatus } from '../../shared/api/api-error';

export const GUEST_LOAD_FAILED = 'The form could not be loaded. Please try again in a moment.';

/**
 * The sentence for a failed load: the page's own words for the statuses it expects (404, 403),
 * the server's message for a refusal such as too many requests, `fallback` (a retry hint) otherwise.
 */
export function loadFailureText(
  error: unknown,
  byStatus: Partial<Record<number, string>>,
  fallback = GUEST_LOAD_FAILED,
) {
  const status = errorStatus(error);
  const known = status === undefined ? undefined : byStatus[status];
  if (known) return known;
  return status !== undefined && status < 500 ? errorMessage(error, fallback) : fallback;
}
