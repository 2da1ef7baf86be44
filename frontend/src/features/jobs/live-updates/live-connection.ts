import { readServerSentEvents, type ServerSentEvent } from './server-sent-events';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** The server comments every 25 s: a stream silent this long is dead (a sleeping laptop). */
const IDLE_TIMEOUT_MS = 60_000;

/** The pause before reconnect n (0-based): 1 s, doubling, at most 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
}

export interface LiveConnectionOptions {
  url: string;
  token: string | null;
  onEvent(event: ServerSentEvent): void;
}

/**
 * Keeps a server-sent event stream open with fetch (EventSource cannot send the bearer token):
 * reconnects with backoff after a failure or an end, the backoff starting over once a stream
 * opened; gives up on 401, 403 and 404, which another try would not change. Returns the stop.
 */
export function connectLiveStream(options: LiveConnectionOptions): () => void {
  const stop = new AbortController();
  void follow(options, stop.signal);
  return () => stop.abort();
}

async function follow(options: LiveConnectionOptions, stopped: AbortSignal): Promise<void> {
  let attempt = 0;
  while (!stopped.aborted) {
    const outcome = await readOnce(options, stopped);
    if (outcome === 'refused') return;
    if (outcome === 'opened') attempt = 0;
    await pause(reconnectDelayMs(attempt), stopped);
    attempt += 1;
  }
}

async function readOnce(
  { url, token, onEvent }: LiveConnectionOptions,
  stopped: AbortSignal,
): Promise<'refused' | 'opened' | 'failed'> {
  const connection = new AbortController();
  const abort = () => connection.abort();
  stopped.addEventListener('abort', abort);
  let idle = setTimeout(abort, IDLE_TIMEOUT_MS);
  let opened = false;
  try {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(url, { headers, cache: 'no-store', signal: connection.signal });
    if ([401, 403, 404].includes(response.status)) return 'refused';
    if (!response.ok || !response.body) return 'failed';
    opened = true;
    await readServerSentEvents(response.body, connection.signal, onEvent, () => {
      clearTimeout(idle);
      idle = setTimeout(abort, IDLE_TIMEOUT_MS);
    });
  } catch {
    // A dropped connection: the caller reconnects.
  } finally {
    clearTimeout(idle);
    stopped.removeEventListener('abort', abort);
  }
  return opened ? 'opened' : 'failed';
}

function pause(ms: number, stopped: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopped.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stopped.addEventListener('abort', done);
  });
}
