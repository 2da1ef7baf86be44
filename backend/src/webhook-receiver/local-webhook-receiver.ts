import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  RECEIVED_WEBHOOK_MAX_BYTES,
  WEBHOOK_RECEIVER_PATH_PREFIX,
} from '@job-intake/contracts/integrations/webhook-receiver-api';
import { type LocalHttpServer, listenLocally, onPreferredPort } from '../shared/local-http-server';
import type { ReceivedWebhooksFolder } from './received-webhooks-folder';

const HOST = '127.0.0.1';
/** A sender that trickles its request is cut off after this long. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The development and default webhook receiver: an HTTP server on 127.0.0.1 that takes a POST on
 * any path under /hooks/ (up to RECEIVED_WEBHOOK_MAX_BYTES), keeps it in a folder and answers 200
 * with the id it was kept under, as a receiver that works would.
 */
export class LocalWebhookReceiver {
  private server?: LocalHttpServer;

  constructor(private readonly folder: ReceivedWebhooksFolder) {}

  /** Listens on `preferredPort`, or on a free port when that one is taken; returns the port. */
  async start(preferredPort: number): Promise<number> {
    this.server = await onPreferredPort(preferredPort, (port) =>
      listenLocally(this.newServer(), port, HOST),
    );
    return this.server.port;
  }

  /** Where deliveries go, e.g. `http://127.0.0.1:1026/hooks/`. */
  get url(): string {
    if (!this.server) throw new Error('The local webhook receiver is not started');
    return `${this.server.url}${WEBHOOK_RECEIVER_PATH_PREFIX}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await server?.close();
  }

  private newServer(): Server {
    const server = createServer((request, response) => void this.receive(request, response));
    server.requestTimeout = REQUEST_TIMEOUT_MS;
    return server;
  }

  private async receive(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '/';
    if (!path.startsWith(WEBHOOK_RECEIVER_PATH_PREFIX))
      return answer(response, 404, { error: `Deliveries go to ${WEBHOOK_RECEIVER_PATH_PREFIX}…` });
    if (request.method !== 'POST') return answer(response, 405, { error: 'Only POST is taken' });
    const body = await readBody(request);
    if (body === undefined) {
      // The rest of the body is not read: the connection closes once the answer is out.
      response.shouldKeepAlive = false;
      response.on('finish', () => request.destroy());
      return answer(response, 413, {
        error: `The body is over ${RECEIVED_WEBHOOK_MAX_BYTES} bytes`,
      });
    }
    try {
      const delivery = await this.folder.add(path, request.headers, body);
      answer(response, 200, { received: delivery.id });
    } catch {
      answer(response, 500, { error: 'The delivery could not be kept' });
    }
  }
}

/** The body, or undefined as soon as it is longer than the limit. */
function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > RECEIVED_WEBHOOK_MAX_BYTES) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    request.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > RECEIVED_WEBHOOK_MAX_BYTES) {
        request.removeAllListeners('data');
        request.pause();
        resolve(undefined);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', () => resolve(undefined));
  });
}

function answer(response: ServerResponse, status: number, body: object): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
