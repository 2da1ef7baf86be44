import {
  GUEST_CONFLICT_TITLE,
  GUEST_SAVE_STATE_TEXT,
  GUEST_SUBMIT_NEEDS_ONLINE,
} from '@job-intake/contracts/guests/guest-api';
import { FORM_SAVED_MESSAGE } from '@job-intake/contracts/forms/forms-api';
import { SAMPLE } from '@job-intake/contracts/job-form/sample-form';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import {
  GUEST_LINK_UUID,
  guestRequests,
  resetGuests,
  staffEditsLinkAnswer,
} from '../../../testing/guest-handlers';
import { renderGuestPage } from '../../../testing/render-guest-page';
import { server } from '../../../testing/server';
import { GuestDevice } from './store/guest-device-db';

const LINK = `/link/${GUEST_LINK_UUID}`;
const RESULTS = `/link/${GUEST_LINK_UUID}/results`;
let onLine: MockInstance<() => boolean>;

function setOnline(online: boolean) {
  onLine.mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => {
  resetGuests();
  globalThis.indexedDB = new IDBFactory();
  onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  onLine.mockRestore();
});

async function openLink() {
  const view = renderGuestPage(LINK);
  await screen.findByRole('heading', { name: 'Riverside Mall' });
  return view;
}

const description = () => screen.getByRole('textbox', { name: /Project Description/ });
const status = () => screen.getByTestId('guest-save-status');

async function keptEdits() {
  const device = await GuestDevice.open();
  try {
    return await device.edits(GUEST_LINK_UUID);
  } finally {
    device.close();
  }
}

describe('the share link on a phone without a connection', () => {
  it('keeps what the guest types on the phone and shows it when the page opens again', async () => {
    const { user } = await openLink();
    setOnline(false);
    await user.type(description(), 'Phase 2');
    await waitFor(async () =>
      expect(await keptEdits()).toEqual({ [SAMPLE.description]: 'Phase 2' }),
    );
    expect(status()).toHaveTextContent(GUEST_SAVE_STATE_TEXT.queued);

    cleanup();
    await openLink();
    expect(description()).toHaveValue('Phase 2');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(guestRequests).toEqual([]);
  });

  it('queues saves made offline and sends them in order when the connection returns', async () => {
    const { user } = await openLink();
    expect(status()).toHaveTextContent(GUEST_SAVE_STATE_TEXT.saved);
    setOnline(false);
    await user.type(description(), 'Phase 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The status line and the save's notice both say so; the form never claims it was saved.
    await waitFor(() => expect(screen.getAllByText(GUEST_SAVE_STATE_TEXT.queued)).toHaveLength(2));
    expect(screen.queryByText(FORM_SAVED_MESSAGE)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Residential' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(guestRequests).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'saved'));
    expect(status()).toHaveTextContent(/^Saved · Last sent \d{1,2}:\d{2}/);
    expect(guestRequests).toEqual([
      {
        path: RESULTS,
        body: { answers: { [SAMPLE.description]: 'Phase 2' }, base_revision: 1, submit: false },
      },
      {
        path: RESULTS,
        body: { answers: { [SAMPLE.projectType]: 'key_2' }, base_revision: 1, submit: false },
      },
    ]);
    expect(await keptEdits()).toEqual({});
  });

  it('tries a save again after a server error, saying it is kept on the phone meanwhile', async () => {
    let failures = 1;
    server.use(
      http.post(apiUrl('/link/:uuid/results'), () => {
        if (failures-- <= 0) return undefined;
        return HttpResponse.json({ statusCode: 503, message: 'Back in a moment' }, { status: 503 });
      }),
    );
    const { user } = await openLink();
    await user.type(description(), 'Phase 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Back in a moment')).toBeInTheDocument();
    expect(status()).toHaveTextContent(GUEST_SAVE_STATE_TEXT.queued);
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'saved'));
    expect(screen.queryByText('Back in a moment')).not.toBeInTheDocument();
    expect(guestRequests).toHaveLength(1);
    expect(description()).toHaveValue('Phase 2');
  });

  it('shows a field staff changed meanwhile with both values: keep mine sends it again', async () => {
    const { user } = await openLink();
    setOnline(false);
    await user.type(description(), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    staffEditsLinkAnswer(SAMPLE.description, 'Theirs');
    setOnline(true);

    const panel = await screen.findByTestId('guest-conflicts');
    expect(panel).toHaveTextContent(GUEST_CONFLICT_TITLE);
    expect(panel).toHaveTextContent('Project Description');
    expect(panel).toHaveTextContent(/Yours\s*Mine/);
    expect(panel).toHaveTextContent(/Theirs\s*Theirs/);
    expect(panel).toHaveFocus();
    expect(description()).toHaveValue('Theirs');

    await user.click(screen.getByRole('button', { name: 'Keep mine: Project Description' }));
    await waitFor(() => expect(screen.queryByTestId('guest-conflicts')).not.toBeInTheDocument());
    // The status said Saved before the choice too: wait for the save the choice queued.
    await waitFor(() =>
      expect(guestRequests.at(-1)?.body).toEqual({
        answers: { [SAMPLE.description]: 'Mine' },
        // The conflicting save changed nothing: the revision is staff's.
        base_revision: 2,
        submit: false,
      }),
    );
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'saved'));
    await waitFor(() => expect(description()).toHaveValue('Mine'));
  });

  it('use theirs takes the other value and sends nothing, while untouched fields went through', async () => {
    const { user } = await openLink();
    setOnline(false);
    await user.type(description(), 'Mine');
    await user.click(screen.getByRole('radio', { name: 'Residential' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    staffEditsLinkAnswer(SAMPLE.description, 'Theirs');
    setOnline(true);

    await screen.findByTestId('guest-conflicts');
    expect(screen.getByRole('radio', { name: 'Residential' })).toBeChecked();
    await user.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByTestId('guest-conflicts')).not.toBeInTheDocument());
    expect(description()).toHaveValue('Theirs');
    expect(screen.getByRole('radio', { name: 'Residential' })).toBeChecked();
    expect(guestRequests).toHaveLength(1);
  });

  it('saves by itself a few seconds after typing stops', async () => {
    const { user } = await openLink();
    await user.type(description(), 'Phase 2');
    await waitFor(() => expect(guestRequests).toHaveLength(1), { timeout: 10_000 });
    expect(guestRequests[0]?.body).toEqual({
      answers: { [SAMPLE.description]: 'Phase 2' },
      base_revision: 1,
      submit: false,
    });
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'saved'));
  });

  it("gives a refused save's answers back to the form with the server's message", async () => {
    const refusal = 'Project Description: at most 10 characters.';
    server.use(
      http.post(apiUrl('/link/:uuid/results'), () =>
        HttpResponse.json({ statusCode: 400, message: refusal }, { status: 400 }),
      ),
    );
    const { user } = await openLink();
    await user.type(description(), 'Phase 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(description()).toHaveValue('Phase 2');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(status()).toHaveAttribute('data-state', 'saved');
    expect(await keptEdits()).toEqual({ [SAMPLE.description]: 'Phase 2' });
  });

  it('still queues and sends where the browser refuses IndexedDB', async () => {
    Object.assign(globalThis, { indexedDB: undefined });
    const { user } = await openLink();
    setOnline(false);
    await user.type(description(), 'Phase 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The status line and the save's notice both say so; the form never claims it was saved.
    await waitFor(() => expect(screen.getAllByText(GUEST_SAVE_STATE_TEXT.queued)).toHaveLength(2));
    expect(screen.queryByText(FORM_SAVED_MESSAGE)).toBeNull();
    setOnline(true);
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'saved'));
    expect(guestRequests).toHaveLength(1);
  });

  it('refuses Submit Form offline and sends nothing', async () => {
    const { user } = await openLink();
    await user.type(description(), 'Phase 2');
    await user.click(screen.getByRole('radio', { name: 'Residential' }));
    await user.click(screen.getByRole('radio', { name: 'Owner' }));
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByText(GUEST_SUBMIT_NEEDS_ONLINE)).toBeInTheDocument();
    expect(guestRequests).toEqual([]);
  });

  it('submits once online with the queue sent first', async () => {
    const { user } = await openLink();
    setOnline(false);
    await user.type(description(), 'Phase 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('radio', { name: 'Residential' }));
    await user.click(screen.getByRole('radio', { name: 'Owner' }));
    onLine.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByText('Form Submission is complete!')).toBeInTheDocument();
    expect(guestRequests.map((request) => (request.body as { submit: boolean }).submit)).toEqual([
      false,
      true,
    ]);
  });
});
