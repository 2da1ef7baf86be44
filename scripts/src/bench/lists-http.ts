import { Agent, request } from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';

export interface Answer {
  readonly status: number;
  /** Bytes on the wire (compressed when the server compressed). */
  readonly wireBytes: number;
  /** Bytes of the JSON after decompression. */
  readonly jsonBytes: number;
  /** The body parsed, on demand: a bench need not pay for parsing every answer. */
  json(): unknown;
}

export interface HttpClient {
  send(method: string, path: string, body?: unknown): Promise<Answer>;
  /** Later requests carry `Authorization: Bearer <token>`. */
  signIn(token: string): void;
  close(): void;
}

const DECODERS: Record<string, (data: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  br: promisify(brotliDecompress),
};

/**
 * JSON over HTTP with keep-alive connections (at most `connections` at once), asking for
 * compression as a browser does.
 */
export function createHttpClient(baseUrl: string, connections: number): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  return {
    send: (method, path, body) => send(agent, headers, new URL(path, baseUrl), method, body),
    signIn(token) {
      headers.authorization = `Bearer ${token}`;
    },
    close: () => agent.destroy(),
  };
}

/**
 * One request. A kept-alive connection the server closed as idle (its keep-alive timeout passed
 * while the bench ran its EXPLAINs) resets the request sent on it: that one is sent again on a
 * new connection, as browsers do.
 */
function send(
  agent: Agent,
  headers: Record<string, string>,
  url: URL,
  method: string,
  body: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return sendOnce(agent, headers, url, method, payload).catch((error: unknown) => {
    if (error instanceof StaleConnectionError)
      return sendOnce(agent, headers, url, method, payload);
    throw error;
  });
}

class StaleConnectionError extends Error {}

function sendOnce(
  agent: Agent,
  headers: Record<string, string>,
  url: URL,
  method: string,
  payload: string | undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        agent,
        method,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const wire = Buffer.concat(chunks);
          const decode = DECODERS[incoming.headers['content-encoding'] ?? ''];
          (decode ? decode(wire) : Promise.resolve(wire)).then((json) => {
            resolve({
              status: incoming.statusCode ?? 0,
              wireBytes: wire.length,
              jsonBytes: json.length,
              json: () => (json.length > 0 ? JSON.parse(json.toString('utf8')) : undefined),
            });
          }, reject);
        });
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        outgoing.reusedSocket && error.code === 'ECONNRESET'
          ? new StaleConnectionError(error.message)
          : error,
      ),
    );
    outgoing.end(payload);
  });
}

/** The answer's body when its status is 2xx; otherwise an error naming the request. */
export async function sendOk<T>(
  client: HttpClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await client.send(method, path, body);
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json())}`);
  return answer.json() as T;
}
