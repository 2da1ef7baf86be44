/**
 * The local webhook receiver (issue 31 item 6, decision 0049): in the default set-up an HTTP server
 * on 127.0.0.1 takes POSTs under `/hooks/` and keeps the last deliveries, which super admins read
 * on the /dev/webhooks page and tests read back.
 *
 *   GET  /api/v1/dev/webhooks                 → ReceivedWebhookList (404 when the receiver is off)
 *   GET  /api/v1/dev/webhooks/status          → WebhookReceiverStatus
 *   POST /api/v1/dev/webhooks/{id}/verify     VerifyReceivedWebhookRequest → ReceivedWebhookVerification
 */

/** How many deliveries the receiver keeps; older ones are removed. */
export const RECEIVED_WEBHOOKS_KEPT = 200;
/** The largest body the receiver takes (larger: 413). */
export const RECEIVED_WEBHOOK_MAX_BYTES = 256 * 1024;
/** Every path the receiver takes begins with this. */
export const WEBHOOK_RECEIVER_PATH_PREFIX = '/hooks/';

export interface ReceivedWebhook {
  id: string;
  /** ISO 8601 */
  received_at: string;
  /** The path it was POSTed to, `/hooks/…`, with its query. */
  path: string;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
  /** The body as UTF-8 text, exactly as received. */
  body: string;
  /** The `webhook-id` header, when there was one. */
  webhook_id: string | null;
  /** The body's `type`, when the body is a JSON object with one. */
  event_type: string | null;
  /** The body's `data.job_id`, when it has one. */
  job_id: string | null;
}

/** Newest first. */
export interface ReceivedWebhookList {
  deliveries: ReceivedWebhook[];
}

export interface WebhookReceiverStatus {
  active: boolean;
  /** Where to send deliveries (an endpoint's URL), e.g. `http://127.0.0.1:1026/hooks/demo`. */
  url: string | null;
}

export interface VerifyReceivedWebhookRequest {
  /** The endpoint's signing secret, `whsec_…`. */
  secret: string;
}

export interface ReceivedWebhookVerification {
  verified: boolean;
  /** What a person reads: why it verifies or not. */
  message: string;
}
