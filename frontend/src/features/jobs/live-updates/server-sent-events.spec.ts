import { describe, expect, it, vi } from 'vitest';
import { readServerSentEvents, type ServerSentEvent } from './server-sent-events';

/** A body that delivers these chunks, as a network splits them. */
function body(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
}

async function read(chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const activity = vi.fn();
  await readServerSentEvents(
    body(chunks),
    new AbortController().signal,
    (event) => events.push(event),
    activity,
  );
  return { events, activity };
}

describe('readServerSentEvents', () => {
  it('reads events split across chunks and skips comments', async () => {
    const { events, activity } = await read([
      ': connected\n\nevent: chan',
      'ged\ndata: {"revision":4}\n',
      '\n: heartbeat\n\ndata: first line\ndata:second line\n\n',
    ]);
    expect(events).toEqual([
      { event: 'changed', data: '{"revision":4}' },
      { event: 'message', data: 'first line\nsecond line' },
    ]);
    expect(activity).toHaveBeenCalledTimes(3);
  });

  it('ignores an event the stream ended in the middle of', async () => {
    const { events } = await read(['event: changed\ndata: {"revision":1}']);
    expect(events).toEqual([]);
  });

  it('stops reading when its signal aborts', async () => {
    const never = new ReadableStream<Uint8Array>();
    const abort = new AbortController();
    const reading = readServerSentEvents(never, abort.signal, vi.fn(), vi.fn());
    abort.abort();
    await expect(reading).resolves.toBeUndefined();
  });
});
