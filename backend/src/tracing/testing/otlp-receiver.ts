import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP's JSON encoding sends it (ids in hex), with its resource's attributes. */
export interface ReceivedSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  readonly kind: number;
  readonly attributes: Record<string, unknown>;
  readonly links: readonly { readonly traceId: string; readonly spanId: string }[];
  readonly resource: Record<string, unknown>;
}

/** A local OTLP/HTTP trace receiver (POST /v1/traces, JSON): keeps every span it is sent. */
export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT names. */
  readonly endpoint: string;
  readonly spans: ReceivedSpan[];
  close(): Promise<void>;
}

interface KeyValue {
  readonly key: string;
  readonly value: Record<string, unknown>;
}

interface ExportRequest {
  readonly resourceSpans: readonly {
    readonly resource?: { readonly attributes?: readonly KeyValue[] };
    readonly scopeSpans: readonly {
      readonly spans?: readonly (Omit<ReceivedSpan, 'attributes' | 'resource' | 'links'> & {
        readonly attributes?: readonly KeyValue[];
        readonly links?: ReceivedSpan['links'];
      })[];
    }[];
  }[];
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      try {
        spans.push(
          ...received(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest),
        );
      } catch {
        response.writeHead(400).end('Only OTLP/HTTP JSON is understood here');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function received(body: ExportRequest): ReceivedSpan[] {
  return body.resourceSpans.flatMap(({ resource, scopeSpans }) =>
    scopeSpans.flatMap(({ spans = [] }) =>
      spans.map((span) => ({
        ...span,
        attributes: attributesOf(span.attributes),
        links: span.links ?? [],
        resource: attributesOf(resource?.attributes),
      })),
    ),
  );
}

/** OTLP's `[{ key, value: { stringValue | intValue | … } }]` as a plain object. */
function attributesOf(list: readonly KeyValue[] = []): Record<string, unknown> {
  return Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));
}
