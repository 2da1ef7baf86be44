import type { GuestResultsResponse } from '@job-intake/contracts/guests/guest-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedSave } from '../store/guest-device-db';
import { SaveSender, type SaveSenderOptions } from './save-sender';

const save = (seq: number, text: string): QueuedSave => ({
  seq,
  uuid: 'link-1',
  answers: { description: text },
  base_revision: 1,
});

const answer = (revision: number): GuestResultsResponse => ({
  progress: { percent: 0, remaining: 1, total: 1 } as GuestResultsResponse['progress'],
  answerData: {},
  read_only: false,
  revision,
  conflicts: [],
});

const serverError = (status: number, message = 'Server error') => ({
  status,
  data: { statusCode: status, message },
});

function senderWith(overrides: Partial<SaveSenderOptions> & Pick<SaveSenderOptions, 'send'>) {
  const events: string[] = [];
  let online = true;
  const sender = new SaveSender({
    queued: [],
    drop: async (dropped) => void events.push(`drop ${dropped.seq}`),
    online: () => online,
    sent: (sent, response) => void events.push(`sent ${sent.seq} r${response.revision}`),
    refused: (refused) => void events.push(`refused ${refused.seq}`),
    changed: () => undefined,
    random: () => 1,
    ...overrides,
  });
  return { sender, events, setOnline: (value: boolean) => (online = value) };
}

describe('SaveSender', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the queue in order, one at a time', async () => {
    const sentTexts: unknown[] = [];
    let inFlight = 0;
    const { sender, events } = senderWith({
      queued: [save(1, 'a'), save(2, 'b')],
      send: async (queued) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        sentTexts.push(queued.answers.description);
        await Promise.resolve();
        inFlight -= 1;
        return answer(queued.seq + 10);
      },
    });
    sender.push(save(3, 'c'));
    await sender.settled();
    expect(sentTexts).toEqual(['a', 'b', 'c']);
    expect(events).toEqual([
      'drop 1',
      'sent 1 r11',
      'drop 2',
      'sent 2 r12',
      'drop 3',
      'sent 3 r13',
    ]);
    expect(sender.phase).toBe('idle');
  });

  it('waits offline and sends when woken online', async () => {
    const send = vi.fn(async () => answer(2));
    const { sender, setOnline } = senderWith({ send });
    setOnline(false);
    sender.push(save(1, 'a'));
    await sender.settled();
    expect(send).not.toHaveBeenCalled();
    expect(sender.phase).toBe('waiting');
    setOnline(true);
    sender.wake();
    await sender.settled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(sender.phase).toBe('idle');
  });

  it('retries a 5xx after a growing wait, then sends the rest in order', async () => {
    const send = vi
      .fn<SaveSenderOptions['send']>()
      .mockRejectedValueOnce(serverError(503, 'Down for a moment'))
      .mockRejectedValueOnce({ status: 'FETCH_ERROR', error: 'Failed to fetch' })
      .mockImplementation(async (queued) => answer(queued.seq));
    const { sender, events } = senderWith({ send, queued: [save(1, 'a'), save(2, 'b')] });
    sender.wake();
    await sender.settled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(sender.phase).toBe('waiting');
    expect(sender.retryMessage).toBe('Down for a moment');

    // First retry after at most a second, the second after at most two.
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await sender.settled();
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await sender.settled();

    expect(send.mock.calls.map(([queued]) => queued.seq)).toEqual([1, 1, 1, 2]);
    expect(events).toEqual(['drop 1', 'sent 1 r1', 'drop 2', 'sent 2 r2']);
    expect(sender.retryMessage).toBeNull();
    expect(sender.phase).toBe('idle');
  });

  it('retries a 429 too, the waits doubling up to a minute', async () => {
    const tries: number[] = [];
    const send = vi.fn<SaveSenderOptions['send']>(async () => {
      tries.push(Date.now());
      throw serverError(429, 'Too many requests');
    });
    const { sender } = senderWith({ send, queued: [save(1, 'a')] });
    sender.wake();
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    const waits = tries.slice(1).map((at, index) => at - tries[index]!);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((seconds) => seconds * 1_000));
    expect(sender.pending).toHaveLength(1);
    expect(sender.retryMessage).toBe('Too many requests');
  });

  it('drops a save the server refuses (4xx), reports it and goes on with the next', async () => {
    const send = vi
      .fn<SaveSenderOptions['send']>()
      .mockRejectedValueOnce(serverError(400, 'Amount is not a number'))
      .mockImplementation(async (queued) => answer(queued.seq));
    const refused = vi.fn();
    const { sender, events } = senderWith({ send, refused, queued: [save(1, 'a'), save(2, 'b')] });
    sender.wake();
    await sender.settled();
    expect(refused).toHaveBeenCalledWith(save(1, 'a'), serverError(400, 'Amount is not a number'));
    expect(events).toEqual(['drop 1', 'drop 2', 'sent 2 r2']);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a wake during a wait for a retry sends at once', async () => {
    const send = vi
      .fn<SaveSenderOptions['send']>()
      .mockRejectedValueOnce(serverError(502))
      .mockResolvedValue(answer(5));
    const { sender } = senderWith({ send, queued: [save(1, 'a')] });
    sender.wake();
    await sender.settled();
    sender.wake();
    await sender.settled();
    expect(send).toHaveBeenCalledTimes(2);
    expect(sender.pending).toHaveLength(0);
  });
});
