import type { PageInfo } from '../paging';

/**
 * Webhook endpoints of a company (issue 31, items 2–4): HTTPS endpoints subscribed to job events,
 * delivered by the Standard Webhooks conventions (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`: HMAC-SHA256 over `id.timestamp.body`, base64, `v1,` prefixed).
 *
 *   GET    /api/v1/company/{companyId}/webhooks                         → WebhookEndpointDto[]
 *   POST   /api/v1/company/{companyId}/webhooks                         CreateWebhookEndpointRequest → CreatedWebhookEndpointDto (201)
 *   PATCH  /api/v1/company/{companyId}/webhooks/{endpointId}            UpdateWebhookEndpointRequest → WebhookEndpointDto
 *   DELETE /api/v1/company/{companyId}/webhooks/{endpointId}            → 204
 *   POST   /api/v1/company/{companyId}/webhooks/{endpointId}/rotate-secret            → RotatedWebhookSecretDto
 *   GET    /api/v1/company/{companyId}/webhooks/{endpointId}/deliveries?page&size     → WebhookDeliveryPageDto
 *   POST   /api/v1/company/{companyId}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver → WebhookDeliveryDto (202)
 *   POST   /api/v1/company/{companyId}/webhooks/{endpointId}/replay     ReplayWebhookRequest → ReplayWebhookResultDto (202)
 */

export const WEBHOOK_EVENT_TYPES = [
  'job.created',
  'job.answers_saved_by_guest',
  'job.share_link_completed',
  'job.email_request_completed',
  'job.email_request_failed',
  'job.status_changed',
  'job.sent_to_provider',
  'job.archived',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What a person reads beside each event type (the endpoint form's check boxes). */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'job.created': 'Job created',
  'job.answers_saved_by_guest': 'Answers saved by a guest',
  'job.share_link_completed': 'Share link completed',
  'job.email_request_completed': 'E-mail request completed',
  'job.email_request_failed': 'E-mail request failed',
  'job.status_changed': 'Status changed',
  'job.sent_to_provider': 'Sent to the provider',
  'job.archived': 'Archived',
};

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
export const WEBHOOK_ENDPOINTS_PER_COMPANY = 20;
/** Every endpoint secret begins with this (the Standard Webhooks convention). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** How long the secret before a rotation keeps signing beside the new one. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

export interface CreateWebhookEndpointRequest {
  url: string;
  description?: string;
  /** At least one. */
  event_types: WebhookEventType[];
}

export interface UpdateWebhookEndpointRequest {
  url?: string;
  description?: string;
  event_types?: WebhookEventType[];
  /** false pauses deliveries; true re-enables an endpoint that was disabled for failing. */
  enabled?: boolean;
}

export interface WebhookEndpointDto {
  id: string;
  url: string;
  description: string;
  event_types: WebhookEventType[];
  enabled: boolean;
  /** Why deliveries stopped, when they did: 'failing' (disabled automatically) or 'paused'. */
  disabled_reason: 'failing' | 'paused' | null;
  created_at: string;
  secret_rotated_at: string | null;
  /** The last delivery attempt's outcome, for the list. */
  last_delivery: { status: WebhookDeliveryStatus; at: string } | null;
}

export interface CreatedWebhookEndpointDto {
  endpoint: WebhookEndpointDto;
  /** The signing secret: answered once, never again. */
  secret: string;
}

export interface RotatedWebhookSecretDto {
  secret: string;
  /** Until when the previous secret still signs beside the new one. */
  previous_valid_until: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export interface WebhookDeliveryDto {
  id: string;
  /** The `webhook-id` header: the same on every attempt, for the receiver's dedupe. */
  message_id: string;
  event_type: WebhookEventType;
  job_id: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_status: number | null;
  latency_ms: number | null;
  /** The first characters of the response body. */
  response_excerpt: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
}

export interface WebhookDeliveryPageDto extends PageInfo<'created_at'> {
  rows: WebhookDeliveryDto[];
  total: number;
}

/** One of the two: replay every subscribed event since a date, or since a stream position. */
export type ReplayWebhookRequest = { from_date: string } | { from_position: number };

export interface ReplayWebhookResultDto {
  /** How many deliveries were queued. */
  queued: number;
  /** The oldest moment whose events are still kept (WEBHOOK_RETENTION_DAYS): none before it is replayed. */
  kept_since: string;
}

/** The body of every delivery (Standard Webhooks: type, timestamp, data). */
export interface WebhookPayload {
  type: WebhookEventType;
  timestamp: string;
  data: {
    job_id: string;
    company_id: string;
    /** The event's position in the job's stream: receivers may order by it. */
    job_revision: number;
    /** The job's status after the event (open, pending, submitted, archived). */
    status: string;
    [detail: string]: unknown;
  };
}
