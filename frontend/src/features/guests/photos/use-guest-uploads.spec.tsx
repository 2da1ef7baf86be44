import {
  CHOOSE_FILES_LABEL,
  GUEST_SAVE_STATE_TEXT,
  type PublicAttachmentsResponse,
  UPLOAD_GRANT_HEADER,
} from '@job-intake/contracts/guests/guest-api';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import { server } from '../../../testing/server';
import { PublicAttachments } from '../public-attachments';
import type { AttachmentsProgress } from './attachments-progress';
import type { PublicFormProof } from '../public-form-proof';
import { UPLOADED } from './upload-row';
import { retryDelay } from './use-guest-uploads';

const APPID = 'site-photos';
const GRANT = 'grant-1';

/** What reached the server, in order: the file names and the grant each carried. */
let received: { name: string; grant: string | null }[];
/** Answers to give before the server keeps files: 'network' (no answer at all) or a status. */
let failures: ('network' | 503)[];
/** While set, the server answers only once it resolves. */
let held: Promise<void> | null;

beforeEach(() => {
  received = [];
  failures = [];
  held = null;
  server.use(
    http.post(apiUrl(`/new/${APPID}/attachments`), async ({ request }) => {
      await held;
      const failure = failures.shift();
      if (failure === 'network') return HttpResponse.error();
      if (failure)
        return HttpResponse.json({ statusCode: failure, message: 'Down' }, { status: failure });
      const files = (await request.formData()).getAll('files[]') as File[];
      for (const file of files)
        received.push({ name: file.name, grant: request.headers.get(UPLOAD_GRANT_HEADER) });
      return HttpResponse.json<PublicAttachmentsResponse>(
        files.map((file) => ({ id: `kept-${file.name}`, file_name: file.name, size: file.size })),
      );
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function proofWith(grant: string | null): PublicFormProof {
  return { grant, round: 0, onToken: () => undefined, reset: vi.fn() };
}

function renderAttachments(grant: string | null = GRANT) {
  const progress: AttachmentsProgress[] = [];
  const onChange = (next: AttachmentsProgress) => void progress.push(next);
  const view = render(
    <PublicAttachments appid={APPID} proof={proofWith(grant)} onChange={onChange} />,
  );
  return { ...view, progress, latest: () => progress.at(-1) };
}

const pdf = (name: string) => new File([`%PDF-1.4 ${name}`], name, { type: 'application/pdf' });

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/**
 * Waits for a check to pass, polling on the real clock: RTL's waitFor sleeps on setTimeout, which
 * fake timers hold, and vitest's vi.waitFor moves the fake clock on, which the test counts.
 */
function pollingOnRealTime() {
  const sleep = globalThis.setTimeout;
  return async (check: () => void) => {
    for (let tries = 0; ; tries += 1) {
      try {
        return check();
      } catch (error) {
        if (tries >= 250) throw error;
        await act(() => new Promise<void>((resolve) => sleep(resolve, 20)));
      }
    }
  };
}

describe('the public form uploads', () => {
  it('backs off 1 s, 2 s, 4 s … and never waits more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('keeps files picked with no connection on the phone and sends them in order once it is back', async () => {
    const user = userEvent.setup();
    const { latest } = renderAttachments();
    setOnline(false);
    failures = ['network'];
    await user.upload(screen.getByLabelText(CHOOSE_FILES_LABEL), [
      pdf('first.pdf'),
      pdf('second.pdf'),
    ]);

    await waitFor(() => expect(screen.getAllByText(GUEST_SAVE_STATE_TEXT.queued)).toHaveLength(2));
    expect(received).toEqual([]);
    expect(latest()?.waitFor).toBe('Submit Form waits until every file is uploaded (2 to go).');

    setOnline(true);
    await waitFor(() => expect(screen.getAllByText(UPLOADED)).toHaveLength(2));
    expect(received).toEqual([
      { name: 'first.pdf', grant: GRANT },
      { name: 'second.pdf', grant: GRANT },
    ]);
    expect(latest()).toEqual({
      files: [
        { id: 'kept-first.pdf', file_name: 'first.pdf', size: 18 },
        { id: 'kept-second.pdf', file_name: 'second.pdf', size: 19 },
      ],
      waitFor: null,
    });
  });

  it('tries a failing server again after a growing wait, online', async () => {
    const user = userEvent.setup();
    failures = [503, 'network'];
    let answer = () => undefined as void;
    held = new Promise((resolve) => (answer = resolve));
    renderAttachments();
    await user.upload(screen.getByLabelText(CHOOSE_FILES_LABEL), pdf('plan.pdf'));
    expect(await screen.findAllByText(/^Sending… \d+ %$/)).not.toHaveLength(0);
    // The clock is the test's from the first answer on: the waits between tries are counted exactly.
    const until = pollingOnRealTime();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer();

    const waiting = () =>
      until(() => expect(screen.getByText(GUEST_SAVE_STATE_TEXT.sending)).toBeInTheDocument());
    // The 503: the file waits, 1 s before the next try.
    await waiting();
    expect(failures).toEqual(['network']);
    await act(() => vi.advanceTimersByTimeAsync(retryDelay(1) - 1));
    expect(failures).toEqual(['network']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // No answer at all: 2 s before the next.
    await until(() => expect(failures).toEqual([]));
    await waiting();
    await act(() => vi.advanceTimersByTimeAsync(retryDelay(2) - 1));
    expect(received).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => expect(screen.getByText(UPLOADED)).toBeInTheDocument());
    expect(received).toEqual([{ name: 'plan.pdf', grant: GRANT }]);
  });

  it('waits for the captcha before sending, then sends with its grant', async () => {
    const user = userEvent.setup();
    const view = renderAttachments(null);
    await user.upload(screen.getByLabelText(CHOOSE_FILES_LABEL), pdf('plan.pdf'));
    expect(await screen.findByText('Waiting for the captcha')).toBeInTheDocument();
    expect(received).toEqual([]);

    view.rerender(
      <PublicAttachments appid={APPID} proof={proofWith(GRANT)} onChange={() => undefined} />,
    );
    expect(await screen.findByText(UPLOADED)).toBeInTheDocument();
    expect(received).toEqual([{ name: 'plan.pdf', grant: GRANT }]);
  });
});
