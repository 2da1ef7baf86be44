import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** Date.now() when the body had arrived. */
  readonly receivedAt: number;
}

/** What the receiver answers a request with; by default 204. */
export type Reply = (request: ReceivedWebhook) => { status: number; body?: string };

/** A real HTTP server on 127.0.0.1 that keeps what it was sent, for the webhook specs. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  reply: Reply = () => ({ status: 204 });
  /** How long each answer waits (a slow receiver keeps deliveries in flight). */
  delayMs = 0;
  private constructor(private readonly server: Server) {}

  static async start(): Promise<WebhookReceiver> {
    const server = createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received = {
          path: request.url ?? '/',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        };
        receiver.received.push(received);
        const { status, body } = receiver.reply(received);
        setTimeout(
          () => response.writeHead(status, { 'content-type': 'text/plain' }).end(body ?? ''),
          receiver.delayMs,
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  url(path = '/hooks'): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  /** What reached one path (one endpoint), in order. */
  at(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
