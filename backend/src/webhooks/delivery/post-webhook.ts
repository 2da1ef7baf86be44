import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedUrl } from '../safety/endpoint-url';

export interface PostLimits {
  /** The whole exchange, connection to last byte read. */
  readonly timeoutMs: number;
  /** A longer response body fails the attempt. */
  readonly maxResponseBytes: number;
  /** How much of the body the delivery log keeps. */
  readonly excerptBytes: number;
}

export const POST_LIMITS: PostLimits = {
  timeoutMs: 10_000,
  maxResponseBytes: 64 * 1024,
  excerptBytes: 1024,
};

/** The receiver's answer. */
export interface PostResult {
  readonly status: number;
  readonly excerpt: string;
}

/** The answer could not be had (no connection, timeout, a body past the limit). */
export class PostFailed extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly excerpt: string | null = null,
  ) {
    super(message);
    this.name = 'PostFailed';
  }
}

/**
 * POSTs the body to the checked URL, connecting to the address that was checked (not to what the
 * name resolves to a moment later: DNS rebinding), with TLS still verified for the URL's host.
 * Redirects are not followed. Resolves any status; the caller judges it.
 */
export function postWebhook(
  target: CheckedUrl,
  headers: Record<string, string>,
  body: string,
  limits: PostLimits = POST_LIMITS,
): Promise<PostResult> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
        lookup: pinned,
        signal: AbortSignal.timeout(limits.timeoutMs),
      },
      (response) => readLimited(response, limits).then(resolve, reject),
    );
    outgoing.on('error', (error) => reject(failure(error, limits)));
    outgoing.end(body);
  });
}

function readLimited(response: IncomingMessage, limits: PostLimits): Promise<PostResult> {
  const status = response.statusCode ?? 0;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limits.maxResponseBytes) chunks.push(chunk);
      else response.destroy(new PostFailed('response body too large', status, excerpt()));
    });
    const excerpt = () => Buffer.concat(chunks).subarray(0, limits.excerptBytes).toString('utf8');
    response.on('end', () => resolve({ status, excerpt: excerpt() }));
    response.on('error', (error) => reject(failure(error, limits, status, excerpt())));
  });
}

function failure(
  error: Error,
  limits: PostLimits,
  status: number | null = null,
  excerpt: string | null = null,
): PostFailed {
  if (error instanceof PostFailed) return error;
  const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
  const message = timedOut ? `no answer within ${limits.timeoutMs / 1000} s` : error.message;
  return new PostFailed(message, status, excerpt);
}
