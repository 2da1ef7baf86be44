import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../testing/api-url';
import { server } from '../../../testing/server';
import { connectLiveStream, reconnectDelayMs } from './live-connection';

describe('reconnectDelayMs', () => {
  it('waits 1 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('connectLiveStream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the bearer token, and reopens a stream silent for longer than 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests: Request[] = [];
    server.use(
      http.get(apiUrl('/job/:id/live'), ({ request }) => {
        requests.push(request);
        // Open, but never a byte: a connection that died without closing.
        return new HttpResponse(new ReadableStream(), {
          headers: { 'Content-Type': 'text/event-stream' },
        });
      }),
    );
    const stop = connectLiveStream({
      url: apiUrl('/job/job-1/live'),
      token: 'token-1',
      onEvent: vi.fn(),
    });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(requests[0]!.headers.get('Accept')).toBe('text/event-stream');

    await vi.advanceTimersByTimeAsync(59_000);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    stop();
  });
});
