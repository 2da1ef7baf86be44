import type { Response } from 'express';
import { EventEmitter } from 'node:events';
import { openEventStream } from './event-stream';

/** The parts of an express response a stream uses, recording what was written. */
function fakeResponse() {
  const response = Object.assign(new EventEmitter(), {
    head: undefined as unknown,
    written: [] as string[],
    ended: false,
    writeHead(status: number, headers: Record<string, string>) {
      response.head = { status, headers };
    },
    write(chunk: string) {
      response.written.push(chunk);
      return true;
    },
    end() {
      response.ended = true;
    },
  });
  return response;
}

describe('openEventStream', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends uncompressed, unbuffered event-stream headers and a first comment at once', () => {
    const response = fakeResponse();
    openEventStream(response as unknown as Response);
    expect(response.head).toEqual({
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      },
    });
    expect(response.written).toEqual([': connected\n\n']);
  });

  it('writes events, a heartbeat comment while idle, and nothing once the client left', () => {
    const response = fakeResponse();
    const closed = jest.fn();
    const stream = openEventStream(response as unknown as Response, 1000);
    stream.onClose(closed);

    stream.send('changed', { revision: 2 });
    jest.advanceTimersByTime(1000);
    response.emit('close');
    stream.send('changed', { revision: 3 });
    jest.advanceTimersByTime(5000);

    expect(response.written).toEqual([
      ': connected\n\n',
      'event: changed\ndata: {"revision":2}\n\n',
      ': heartbeat\n\n',
    ]);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('tells its close listeners once when the server ends it', () => {
    const response = fakeResponse();
    const stream = openEventStream(response as unknown as Response);
    const closed = jest.fn();
    stream.onClose(closed);

    stream.end();
    response.emit('close');

    expect(response.ended).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
    const late = jest.fn();
    stream.onClose(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
