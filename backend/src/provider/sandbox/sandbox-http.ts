import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProviderErrorBody } from '@job-intake/contracts/provider/provider-api';

/** The largest request body the sandbox reads (an import payload is a few kilobytes). */
const MAX_BODY_BYTES = 1024 * 1024;

export function errors(message: string): ProviderErrorBody {
  return { errors: [{ message }] };
}

export function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** The request's JSON body; a message instead when it is too large or not JSON. */
export async function readJsonBody(
  request: IncomingMessage,
): Promise<{ body: unknown } | { problem: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return { problem: 'The body is larger than 1 MB.' };
    chunks.push(chunk);
  }
  try {
    return { body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
  } catch {
    return { problem: 'The body is not JSON.' };
  }
}
