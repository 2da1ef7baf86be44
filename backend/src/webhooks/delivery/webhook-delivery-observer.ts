/**
 * How one delivery attempt ended, as recorded on its row: delivered (`succeeded`), to be tried
 * again later (`retrying`), or given up after a day of retries (`failed`).
 */
export type WebhookAttemptOutcome = 'succeeded' | 'retrying' | 'failed';

export interface WebhookAttempt {
  readonly outcome: WebhookAttemptOutcome;
  /** The attempt's time, its answer or error included: the URL check, signing and the POST. */
  readonly latencyMs: number;
}

/** Told of every delivery attempt once recorded: the operators' metrics (docs/decisions/0042). */
export interface WebhookDeliveryObserver {
  attempted(attempt: WebhookAttempt): void;
}

/** Provided by the metrics module when metrics are on; optional everywhere else. */
export const WEBHOOK_DELIVERY_OBSERVER = Symbol('WEBHOOK_DELIVERY_OBSERVER');
