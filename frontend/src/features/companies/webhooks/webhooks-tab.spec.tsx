import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../../testing/auth-handlers';
import { renderApp } from '../../../testing/render-app';
import {
  deliveryOf,
  endpointOf,
  serveWebhooks,
  webhookRequests,
} from '../../../testing/webhooks-handlers';

const COMPANY = sessionOf('admin').user.memberships[0]!.company.id;
const ENDPOINTS = `/api/v1/company/${COMPANY}/webhooks`;

async function openTab(session = sessionOf('admin')) {
  const app = renderApp(`/company/${COMPANY}?tab=webhooks`, { session });
  await screen.findByRole('tab', { name: 'Webhooks', selected: true });
  return app;
}

describe('Webhooks tab', () => {
  it('lists the endpoints with their events, state and last delivery', async () => {
    serveWebhooks([
      endpointOf(),
      endpointOf({
        id: 'e2',
        url: 'https://other.example.com/hook',
        enabled: false,
        disabled_reason: 'failing',
        last_delivery: null,
      }),
      endpointOf({
        id: 'e3',
        url: 'https://paused.example.com',
        enabled: false,
        disabled_reason: 'paused',
      }),
    ]);
    await openTab();
    const first = await screen.findByRole('article', { name: 'https://hooks.example.com/jobs' });
    expect(within(first).getByText('Enabled')).toBeInTheDocument();
    expect(within(first).getByText('Our CRM')).toBeInTheDocument();
    expect(within(first).getByText('Job created')).toBeInTheDocument();
    expect(within(first).getByText('Archived')).toBeInTheDocument();
    expect(within(first).getByText('Succeeded')).toBeInTheDocument();
    const failing = screen.getByRole('article', { name: 'https://other.example.com/hook' });
    expect(within(failing).getByText('Disabled — failing')).toBeInTheDocument();
    expect(within(failing).getByText(/none yet/)).toBeInTheDocument();
    expect(within(failing).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    const paused = screen.getByRole('article', { name: 'https://paused.example.com' });
    expect(within(paused).getByText('Paused')).toBeInTheDocument();
  });

  it('adds an endpoint with the events chosen, and shows its secret once with Copy', async () => {
    serveWebhooks([]);
    const { user } = await openTab();
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Enter the URL the events are sent to.')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one event.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('URL'), 'http://127.0.0.1/hooks');
    await user.click(within(dialog).getByLabelText('Select all'));
    expect(within(dialog).getByLabelText('Answers saved by a guest')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Select all'));
    expect(within(dialog).getByLabelText('Job created')).not.toBeChecked();
    await user.click(within(dialog).getByLabelText('Job created'));
    await user.click(within(dialog).getByLabelText('Status changed'));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('url must start with https://')).toBeVisible();

    await user.clear(within(dialog).getByLabelText('URL'));
    await user.type(within(dialog).getByLabelText('URL'), 'https://crm.example.com/in');
    await user.type(within(dialog).getByLabelText('Description'), 'CRM');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const added = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(within(added).getByText('whsec_bmV3LXNlY3JldA==')).toBeVisible();
    await user.click(within(added).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('whsec_bmV3LXNlY3JldA==');
    expect(webhookRequests.at(-1)).toEqual({
      method: 'POST',
      path: ENDPOINTS,
      body: {
        url: 'https://crm.example.com/in',
        description: 'CRM',
        event_types: ['job.created', 'job.status_changed'],
      },
    });
    await user.click(within(added).getByRole('button', { name: 'Done' }));
    expect(
      await screen.findByRole('article', { name: 'https://crm.example.com/in' }),
    ).toBeVisible();
  });

  it('edits, pauses, rotates the secret of and deletes an endpoint', async () => {
    serveWebhooks([endpointOf()]);
    const { user } = await openTab();
    const card = await screen.findByRole('article', { name: 'https://hooks.example.com/jobs' });

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    expect(within(edit).getByLabelText('Archived')).toBeChecked();
    await user.click(within(edit).getByLabelText('Archived'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(webhookRequests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `${ENDPOINTS}/e1`,
      body: { event_types: ['job.created'] },
    });

    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(await within(card).findByText('Paused')).toBeInTheDocument();
    expect(webhookRequests.at(-1)?.body).toEqual({ enabled: false });

    await user.click(within(card).getByRole('button', { name: 'Rotate secret' }));
    const rotate = await screen.findByRole('dialog', { name: 'Rotate secret' });
    expect(
      within(rotate).getByText(/For 24 hours every delivery is signed with both/),
    ).toBeVisible();
    await user.click(within(rotate).getByRole('button', { name: 'Rotate secret' }));
    expect(await within(rotate).findByText('whsec_cm90YXRlZA==')).toBeVisible();
    expect(within(rotate).getByText(/previous secret still signs/)).toBeVisible();
    await user.click(within(rotate).getByRole('button', { name: 'Done' }));

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete endpoint' });
    expect(within(remove).getByText(/its delivery log is deleted with it/)).toBeVisible();
    await user.click(within(remove).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Webhooks' })).toHaveFocus());
  });

  it('shows the delivery log, redelivers a row and replays from a date after asking', async () => {
    serveWebhooks([endpointOf()], [deliveryOf()]);
    const { user } = await openTab();
    const card = await screen.findByRole('article', { name: 'https://hooks.example.com/jobs' });
    await user.click(within(card).getByRole('button', { name: 'Deliveries' }));
    const row = (await within(card).findAllByRole('row'))[1]!;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('500')).toBeInTheDocument();
    expect(within(row).getByText('42 ms')).toBeInTheDocument();
    expect(within(row).getByText('Internal Server Error')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^Redeliver/ }));
    await waitFor(() =>
      expect(webhookRequests.at(-1)?.path).toBe(`${ENDPOINTS}/e1/deliveries/d1/redeliver`),
    );

    fireEvent.change(within(card).getByLabelText('Replay from date'), {
      target: { value: '2026-11-01' },
    });
    await user.click(within(card).getByRole('button', { name: 'Replay' }));
    const confirm = await screen.findByRole('dialog', { name: 'Replay events' });
    expect(confirm).toHaveTextContent('every subscribed event since 11/01/2026 again?');
    await user.click(within(confirm).getByRole('button', { name: 'Replay' }));
    expect(await within(card).findByText('12 deliveries were queued.')).toBeVisible();
    expect(webhookRequests.at(-1)).toEqual({
      method: 'POST',
      path: `${ENDPOINTS}/e1/replay`,
      body: { from_date: new Date('2026-11-01T00:00:00').toISOString() },
    });

    fireEvent.change(within(card).getByLabelText('Replay from date'), {
      target: { value: '2026-10-01' },
    });
    await user.click(within(card).getByRole('button', { name: 'Replay' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replay events' })).getByRole('button', {
        name: 'Replay',
      }),
    );
    expect(
      await within(card).findByText(
        '12 deliveries were queued. Events before 10/20/2026 are no longer kept.',
      ),
    ).toBeVisible();

    await user.click(within(card).getByLabelText('An event position'));
    await user.type(within(card).getByLabelText('Replay from event position'), '1500');
    await user.click(within(card).getByRole('button', { name: 'Replay' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replay events' })).getByRole('button', {
        name: 'Replay',
      }),
    );
    await waitFor(() => expect(webhookRequests.at(-1)?.body).toEqual({ from_position: 1500 }));
  });

  it('lets an auditor read endpoints and deliveries, and change nothing', async () => {
    serveWebhooks([endpointOf()], [deliveryOf()]);
    const { user } = await openTab(sessionOf('auditor'));
    const card = await screen.findByRole('article', { name: 'https://hooks.example.com/jobs' });
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    for (const name of ['Edit', 'Pause', 'Rotate secret', 'Delete'])
      expect(within(card).queryByRole('button', { name })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Deliveries' }));
    expect(await within(card).findByText('Internal Server Error')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Redeliver/ })).toBeNull();
    expect(within(card).queryByText('Replay from')).toBeNull();
  });
});
