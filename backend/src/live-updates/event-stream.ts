import type { Response } from 'express';

/** Idle streams get a comment this often, so that proxies and browsers keep them open. */
export const HEARTBEAT_MS = 25_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Runs the listener once the stream closes, whether the client left or the server ended it. */
  onClose(listener: () => void): void;
  end(): void;
}

/**
 * Turns the response into a server-sent event stream. `no-transform` keeps the compression
 * middleware (and proxies) from buffering it; X-Accel-Buffering does the same for nginx.
 */
export function openEventStream(response: Response, heartbeatMs = HEARTBEAT_MS): EventStream {
  response.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
  });
  // Sends the headers now: the client's fetch resolves before the first event.
  response.write(': connected\n\n');
  const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), heartbeatMs);
  const listeners: (() => void)[] = [];
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    listeners.forEach((listener) => listener());
  };
  response.on('close', close);
  return {
    send(event, data) {
      if (open) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(listener) {
      if (open) listeners.push(listener);
      else listener();
    },
    end() {
      close();
      response.end();
    },
  };
}
