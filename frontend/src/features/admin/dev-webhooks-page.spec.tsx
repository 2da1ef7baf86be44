import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  ReceivedWebhookList,
  VerifyReceivedWebhookRequest,
} from '@job-intake/contracts/integrations/webhook-receiver-api';
import { apiUrl } from '../../testing/api-url';
import { sessionOf } from '../../testing/auth-handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const RECEIVER = 'http://127.0.0.1:1026/hooks/';
const JOB_ID = '8f14e45f-ceea-467f-a5c4-5f6a0c0e4b1d';
const DELIVERIES: ReceivedWebhookList = {
  deliveries: [
    {
      id: '1764900000002-bbbbbbbb',
      received_at: '2026-11-30T05:00:02.000Z',
      path: '/hooks/demo',
      headers: { 'webhook-id': 'msg_2', 'webhook-signature': 'v1,abc' },
      body: JSON.stringify({ type: 'job.created', data: { job_id: JOB_ID } }),
      webhook_id: 'msg_2',
      event_type: 'job.created',
      job_id: JOB_ID,
    },
    {
      id: '1764900000001-aaaaaaaa',
      received_at: '2026-11-30T05:00:01.000Z',
      path: '/hooks/other',
      headers: {},
      body: 'plain text',
      webhook_id: null,
      event_type: null,
      job_id: null,
    },
  ],
};

function receiverRuns() {
  server.use(
    http.get(apiUrl('/dev/webhooks/status'), () =>
      HttpResponse.json({ active: true, url: RECEIVER }),
    ),
    http.get(apiUrl('/dev/webhooks'), () => HttpResponse.json(DELIVERIES)),
  );
}

describe('DevWebhooksPage', () => {
  it('lists the received deliveries with their ids, job and pretty-printed body', async () => {
    receiverRuns();
    renderApp('/dev/webhooks', { session: sessionOf('super') });

    const created = await screen.findByRole('article', { name: /^job\.created/ });
    expect(within(created).getByText('/hooks/demo')).toBeInTheDocument();
    expect(within(created).getByText('msg_2')).toBeInTheDocument();
    expect(within(created).getByText(JOB_ID)).toBeInTheDocument();
    const body = JSON.stringify({ type: 'job.created', data: { job_id: JOB_ID } }, null, 2);
    expect(within(created).getByText(body, { normalizer: (text) => text })).toBeInTheDocument();
    const other = screen.getByRole('article', { name: /^\(no event type\)/ });
    expect(within(other).getByText('plain text')).toBeInTheDocument();
    expect(screen.getByText('2 deliveries')).toBeInTheDocument();
    expect(screen.getByText(`${RECEIVER}demo`)).toBeInTheDocument();
  });

  it("says whether the signature verifies with the pasted secret, and shows the server's refusal", async () => {
    receiverRuns();
    const sent: { id: string; secret: string }[] = [];
    server.use(
      http.post<{ id: string }, VerifyReceivedWebhookRequest>(
        apiUrl('/dev/webhooks/:id/verify'),
        async ({ params, request }) => {
          const { secret } = await request.json();
          sent.push({ id: params.id, secret });
          if (!secret.startsWith('whsec_'))
            return HttpResponse.json(
              {
                message: [
                  "secret must be the endpoint's signing secret: whsec_ followed by base64",
                ],
              },
              { status: 400 },
            );
          return HttpResponse.json({
            verified: secret === 'whsec_right',
            message:
              secret === 'whsec_right'
                ? 'The signature verifies with this secret.'
                : 'No signature of the delivery is made with this secret.',
          });
        },
      ),
    );
    const { user } = renderApp('/dev/webhooks', { session: sessionOf('super') });
    const created = await screen.findByRole('article', { name: /^job\.created/ });
    const secret = within(created).getByLabelText('Endpoint secret');
    const check = within(created).getByRole('button', { name: 'Verify signature' });

    await user.type(secret, ' whsec_right ');
    await user.click(check);
    expect(
      await within(created).findByText('The signature verifies with this secret.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ id: '1764900000002-bbbbbbbb', secret: 'whsec_right' }]);

    await user.clear(secret);
    expect(within(created).queryByText('The signature verifies with this secret.')).toBeNull();
    await user.type(secret, 'whsec_wrong');
    await user.click(check);
    expect(
      await within(created).findByText('No signature of the delivery is made with this secret.'),
    ).toBeInTheDocument();

    await user.clear(secret);
    await user.type(secret, 'nope');
    await user.click(check);
    expect(await within(created).findByText(/whsec_ followed by base64/)).toBeInTheDocument();
  });

  it('is not shown to a company admin', async () => {
    const admin = renderApp('/dev/webhooks', { session: sessionOf('admin') });
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/jobs/open'));
    expect(screen.queryByRole('heading', { name: 'Received webhooks' })).toBeNull();
  });

  it('is linked from the Admin page while the receiver runs', async () => {
    receiverRuns();
    const { user, router } = renderApp('/admin', { session: sessionOf('super') });
    await user.click(await screen.findByRole('link', { name: 'Received webhooks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev/webhooks'));
    expect(await screen.findByRole('heading', { name: 'Received webhooks' })).toBeInTheDocument();
  });

  it('says there is nothing to show when the receiver is off', async () => {
    renderApp('/dev/webhooks', { session: sessionOf('super') });
    expect(await screen.findByText(/local webhook receiver is off/)).toBeInTheDocument();
  });
});
