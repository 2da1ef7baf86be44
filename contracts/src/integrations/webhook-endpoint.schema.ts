import { z } from 'zod';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
} from './webhooks-api';

export const WEBHOOK_EVENTS_REQUIRED_MESSAGE = 'Choose at least one event.';

/**
 * An endpoint as the Webhooks tab's form holds it (POST and PATCH /company/{id}/webhooks take the
 * same fields). Whether the URL is allowed (https, a public address) only the server can tell.
 */
export const webhookEndpointSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the URL the events are sent to.')
    .max(WEBHOOK_URL_MAX_LENGTH, `url must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`)
    .url('url must be a full URL, like https://example.com/webhooks'),
  description: z
    .string()
    .trim()
    .max(
      WEBHOOK_DESCRIPTION_MAX_LENGTH,
      `description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
    ),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, WEBHOOK_EVENTS_REQUIRED_MESSAGE),
});

export type WebhookEndpointFields = z.infer<typeof webhookEndpointSchema>;
