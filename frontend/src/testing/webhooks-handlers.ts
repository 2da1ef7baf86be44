import type {
  CreateWebhookEndpointRequest,
  ReplayWebhookRequest,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryDto,
  WebhookEndpointDto,
} from '@job-intake/contracts/integrations/webhooks-api';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import { problem } from './problem';
import { server } from './server';

/** What the Webhooks tab's specs sent, in order. */
/** What the fake server answers a replay with: the oldest moment whose events are kept. */
const WEBHOOK_EVENTS_KEPT_SINCE = '2026-10-20T12:00:00.000Z';

export const webhookRequests: { method: string; path: string; body: unknown }[] = [];

export const endpointOf = (more: Partial<WebhookEndpointDto> = {}): WebhookEndpointDto => ({
  id: 'e1',
  url: 'https://hooks.example.com/jobs',
  description: 'Our CRM',
  event_types: ['job.created', 'job.archived'],
  enabled: true,
  disabled_reason: null,
  created_at: '2026-11-30T05:00:00.000Z',
  secret_rotated_at: null,
  last_delivery: { status: 'succeeded', at: '2026-11-30T05:10:00.000Z' },
  ...more,
});

export const deliveryOf = (more: Partial<WebhookDeliveryDto> = {}): WebhookDeliveryDto => ({
  id: 'd1',
  message_id: 'msg_1',
  event_type: 'job.created',
  job_id: '8f14e45f-ceea-467f-a5c4-5f6a0c0e4b1d',
  status: 'failed',
  attempts: 3,
  response_status: 500,
  latency_ms: 42,
  response_excerpt: 'Internal Server Error',
  created_at: '2026-11-30T05:10:00.000Z',
  last_attempt_at: '2026-11-30T05:12:00.000Z',
  next_attempt_at: null,
  ...more,
});

/**
 * A company's webhooks as the API serves them (contracts/src/integrations/webhooks-api.ts), kept
 * in memory: the endpoints change with each write, and every request is recorded.
 */
export function serveWebhooks(
  endpoints: WebhookEndpointDto[],
  deliveries: WebhookDeliveryDto[] = [],
) {
  webhookRequests.length = 0;
  const base = apiUrl('/company/:companyId/webhooks');
  const record = async (request: Request) => {
    const text = await request.clone().text();
    webhookRequests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
  };
  server.use(
    http.get(base, () => HttpResponse.json(endpoints)),
    http.post<never, CreateWebhookEndpointRequest>(base, async ({ request }) => {
      await record(request);
      const body = await request.json();
      if (body.url.startsWith('http://')) return problem(400, 'url must start with https://');
      const endpoint = endpointOf({
        ...body,
        id: 'e2',
        description: body.description ?? '',
        last_delivery: null,
      });
      endpoints = [...endpoints, endpoint];
      return HttpResponse.json({ endpoint, secret: 'whsec_bmV3LXNlY3JldA==' }, { status: 201 });
    }),
    http.patch<{ endpointId: string }, UpdateWebhookEndpointRequest>(
      `${base}/:endpointId`,
      async ({ params, request }) => {
        await record(request);
        const changes = await request.json();
        endpoints = endpoints.map((endpoint) =>
          endpoint.id === params.endpointId
            ? {
                ...endpoint,
                ...changes,
                disabled_reason: changes.enabled === false ? 'paused' : endpoint.disabled_reason,
              }
            : endpoint,
        );
        return HttpResponse.json(endpoints.find((endpoint) => endpoint.id === params.endpointId));
      },
    ),
    http.delete<{ endpointId: string }>(`${base}/:endpointId`, async ({ params, request }) => {
      await record(request);
      endpoints = endpoints.filter((endpoint) => endpoint.id !== params.endpointId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/:endpointId/rotate-secret`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        secret: 'whsec_cm90YXRlZA==',
        previous_valid_until: '2026-12-01T05:00:00.000Z',
      });
    }),
    http.get(`${base}/:endpointId/deliveries`, ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        rows: deliveries,
        total: deliveries.length,
        page: Number(url.searchParams.get('page')),
        size: Number(url.searchParams.get('size')),
        sort: 'created_at',
        dir: 'desc',
      });
    }),
    http.post(`${base}/:endpointId/deliveries/:deliveryId/redeliver`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(deliveryOf({ status: 'pending' }), { status: 202 });
    }),
    http.post<never, ReplayWebhookRequest>(`${base}/:endpointId/replay`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        { queued: 12, kept_since: WEBHOOK_EVENTS_KEPT_SINCE },
        { status: 202 },
      );
    }),
  );
}
