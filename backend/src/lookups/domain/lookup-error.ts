/**
 * A maps or parcel service did not give an answer we can use.
 * - unavailable: no answer in time, refused connection, or a server error (5xx).
 * - refused: the service refused our key or request (its REQUEST_DENIED, a 4xx, quota).
 * - bad_response: an answer that is not the service's documented JSON.
 * The message names the service and what happened, for the log; people read LOOKUP_MESSAGES.
 */
export class LookupError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused' | 'bad_response',
    message: string,
  ) {
    super(message);
    this.name = 'LookupError';
  }
}
