import { ProviderError } from '../provider.port';
import type { ProviderAnswer, ProviderCall } from './provider-call';
import { errorsSchema, joinMessages } from './provider-schemas';

/** How the adapter words what went wrong: no answer, an answer it cannot read, a refusal. */

/** A ProviderError that stands for no answer at all: worth another attempt. */
export class ProviderNetworkError extends ProviderError {
  constructor(message: string) {
    super('unavailable', message);
  }
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ProviderNetworkError;
}

export function networkError(
  error: unknown,
  doing: string,
  url: URL,
  timeoutMs: number,
): ProviderError {
  // Not `instanceof Error`: fetch's errors may come from another realm (undici, test VMs).
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ProviderNetworkError(
      `The provider's API (${url.origin}) did not answer within ${timeoutMs} ms while ${doing}.`,
    );
  }
  return new ProviderNetworkError(
    `The provider's API (${url.origin}) could not be reached while ${doing} (${networkReason(error)}).`,
  );
}

export function parseJson(raw: string, status: number, what: string): unknown {
  if (raw.trim() === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    if (status >= 300) return null;
    throw new ProviderError(
      'bad_response',
      `The provider's API sent ${what} as something other than JSON (HTTP ${status}).`,
      status,
    );
  }
}

/** The provider's refusal, in its own words where it gave any. */
export function refusal({ status, body }: ProviderAnswer, call: ProviderCall): ProviderError {
  const errors = errorsSchema.safeParse(body);
  const reason = errors.success ? joinMessages(errors.data.errors) : undefined;
  const doing = `${call.method === 'GET' ? 'fetching' : 'sending'} ${call.what}`;
  if (status === 401 || status === 403) {
    return new ProviderError(
      'rejected_key',
      `The provider refused the API key while ${doing}${reason ? `: ${reason}` : '.'}`,
      status,
    );
  }
  if (status === 404) {
    return new ProviderError(
      'not_found',
      reason ?? `The provider does not know ${call.what}.`,
      status,
    );
  }
  if (status >= 400 && status < 500) {
    return new ProviderError(
      'invalid',
      reason ?? `The provider refused the request for ${call.what} (HTTP ${status}).`,
      status,
    );
  }
  return new ProviderError(
    'unavailable',
    `The provider's API failed while ${doing} (HTTP ${status}${reason ? `: ${reason}` : ''}).`,
    status,
  );
}

/** fetch() hides the system error (ECONNREFUSED, ENOTFOUND…) in `cause`. */
function networkReason(error: unknown): string {
  const { cause, message } = (error ?? {}) as {
    cause?: { code?: string; message?: string };
    message?: string;
  };
  return cause?.code ?? cause?.message ?? message ?? String(error);
}
