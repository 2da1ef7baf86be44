import type {
  CreatedWebhookEndpointDto,
  CreateWebhookEndpointRequest,
  ReplayWebhookRequest,
  ReplayWebhookResultDto,
  RotatedWebhookSecretDto,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
  WebhookEndpointDto,
} from '@job-intake/contracts/integrations/webhooks-api';
import type { PageSize } from '@job-intake/contracts/paging';
import { api } from '../../../shared/api/api-slice';

interface EndpointArgs {
  companyId: string;
  endpointId: string;
}

const ENDPOINTS = [{ type: 'WebhookEndpoints' as const, id: 'LIST' }];
const DELIVERIES = [{ type: 'WebhookDeliveries' as const, id: 'LIST' }];

const root = (companyId: string) => `company/${encodeURIComponent(companyId)}/webhooks`;
const endpointUrl = ({ companyId, endpointId }: EndpointArgs) =>
  `${root(companyId)}/${encodeURIComponent(endpointId)}`;

/**
 * A company's webhook endpoints and their delivery logs (contracts/src/integrations/webhooks-api.ts):
 * the company page's Webhooks tab. A change to an endpoint reloads the list; a redelivery or a
 * replay reloads the logs.
 */
const webhooksApi = api
  .enhanceEndpoints({ addTagTypes: ['WebhookEndpoints', 'WebhookDeliveries'] })
  .injectEndpoints({
    endpoints: (builder) => ({
      listWebhookEndpoints: builder.query<WebhookEndpointDto[], string>({
        query: root,
        providesTags: ENDPOINTS,
      }),
      createWebhookEndpoint: builder.mutation<
        CreatedWebhookEndpointDto,
        { companyId: string; request: CreateWebhookEndpointRequest }
      >({
        query: ({ companyId, request }) => ({
          url: root(companyId),
          method: 'POST',
          body: request,
        }),
        invalidatesTags: (result) => (result ? ENDPOINTS : []),
      }),
      updateWebhookEndpoint: builder.mutation<
        WebhookEndpointDto,
        EndpointArgs & { request: UpdateWebhookEndpointRequest }
      >({
        query: ({ request, ...args }) => ({
          url: endpointUrl(args),
          method: 'PATCH',
          body: request,
        }),
        invalidatesTags: (result) => (result ? ENDPOINTS : []),
      }),
      deleteWebhookEndpoint: builder.mutation<void, EndpointArgs>({
        query: (args) => ({ url: endpointUrl(args), method: 'DELETE' }),
        invalidatesTags: ENDPOINTS,
      }),
      rotateWebhookSecret: builder.mutation<RotatedWebhookSecretDto, EndpointArgs>({
        query: (args) => ({ url: `${endpointUrl(args)}/rotate-secret`, method: 'POST' }),
        invalidatesTags: (result) => (result ? ENDPOINTS : []),
      }),
      listWebhookDeliveries: builder.query<
        WebhookDeliveryPageDto,
        EndpointArgs & { page: number; size: PageSize }
      >({
        query: ({ page, size, ...args }) => ({
          url: `${endpointUrl(args)}/deliveries`,
          params: { page, size },
        }),
        providesTags: DELIVERIES,
      }),
      redeliverWebhook: builder.mutation<WebhookDeliveryDto, EndpointArgs & { deliveryId: string }>(
        {
          query: ({ deliveryId, ...args }) => ({
            url: `${endpointUrl(args)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
            method: 'POST',
          }),
          invalidatesTags: (result) => (result ? [...DELIVERIES, ...ENDPOINTS] : []),
        },
      ),
      replayWebhooks: builder.mutation<
        ReplayWebhookResultDto,
        EndpointArgs & { request: ReplayWebhookRequest }
      >({
        query: ({ request, ...args }) => ({
          url: `${endpointUrl(args)}/replay`,
          method: 'POST',
          body: request,
        }),
        invalidatesTags: (result) => (result ? [...DELIVERIES, ...ENDPOINTS] : []),
      }),
    }),
  });

export const {
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useListWebhookDeliveriesQuery,
  useRedeliverWebhookMutation,
  useReplayWebhooksMutation,
} = webhooksApi;
