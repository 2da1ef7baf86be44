import type {
  ReceivedWebhookList,
  ReceivedWebhookVerification,
  WebhookReceiverStatus,
} from '@job-intake/contracts/integrations/webhook-receiver-api';
import { api } from '../../shared/api/api-slice';

/** The local webhook receiver (decision 0049): super admins only, its deliveries hold job data. */
const devWebhooksApi = api.injectEndpoints({
  endpoints: (builder) => ({
    webhookReceiverStatus: builder.query<WebhookReceiverStatus, void>({
      query: () => 'dev/webhooks/status',
    }),
    receivedWebhooks: builder.query<ReceivedWebhookList, void>({
      query: () => 'dev/webhooks',
    }),
    verifyReceivedWebhook: builder.mutation<
      ReceivedWebhookVerification,
      { id: string; secret: string }
    >({
      query: ({ id, secret }) => ({
        url: `dev/webhooks/${encodeURIComponent(id)}/verify`,
        method: 'POST',
        body: { secret },
      }),
    }),
  }),
});

export const {
  useWebhookReceiverStatusQuery,
  useReceivedWebhooksQuery,
  useVerifyReceivedWebhookMutation,
} = devWebhooksApi;
