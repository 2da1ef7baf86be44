import { API, type Auth } from '../../testing/api-base';

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** An open /job/{id}/live stream read with fetch, as the frontend reads it. */
export interface LiveStream {
  response: Response;
  /** The next event (comments skipped); fails after the timeout or when the stream ends. */
  next(timeoutMs?: number): Promise<ServerSentEvent>;
  abort(): void;
}

/** Opens the job's live stream on a listening app (`base`: its http://host:port). */
export async function openLiveStream(base: string, jobId: string, auth: Auth): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}${API}/job/${jobId}/live`, {
    headers: { ...auth, 'Accept-Encoding': 'gzip, br' },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (timeoutMs = 2000): Promise<ServerSentEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [block, ...rest] = buffer.split('\n\n');
      if (rest.length > 0) {
        buffer = rest.join('\n\n');
        const event = parseBlock(block!);
        if (event) return event;
        continue;
      }
      const { value, done } = await withTimeout(reader.read(), deadline - Date.now());
      if (done) throw new Error('The stream ended');
      buffer += value;
    }
  };
  return { response, next, abort: () => controller.abort() };
}

/** The address of an app listening on a random loopback port. */
export async function listeningBase(app: {
  listen(port: number, host: string): Promise<unknown>;
  getUrl(): Promise<string>;
}): Promise<string> {
  await app.listen(0, '127.0.0.1');
  return (await app.getUrl()).replace('[::1]', '127.0.0.1');
}

function parseBlock(block: string): ServerSentEvent | undefined {
  const fields = block
    .split('\n')
    .filter((line) => !line.startsWith(':'))
    .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]);
  if (fields.length === 0) return undefined;
  const field = (name: string) => fields.find(([key]) => key === name)?.[1];
  return { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No event in time')), Math.max(ms, 0));
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
