import type { z } from 'zod';
import { LookupError } from '../domain/lookup-error';

export interface LookupServiceOptions {
  /** The service's base URL (GEOCODING_API_URL, PARCEL_API_URL or the sandbox's). */
  readonly baseUrl: string;
  readonly apiKey: string;
  /** How long one call may take before it counts as unanswered. */
  readonly timeoutMs: number;
}

/** The longest answer read from a service: a box of 500 parcel outlines is a few megabytes. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/**
 * GETs JSON of the expected shape from a maps or parcel service. Whatever keeps an answer from
 * being usable is a LookupError naming the service (`who`) and what was asked (`what`).
 */
export async function getServiceJson<T>(
  options: LookupServiceOptions,
  path: string,
  query: Record<string, string>,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  who: string,
  what: string,
): Promise<T> {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const url = new URL(path.replace(/^\//, ''), base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await send(url, options.timeoutMs, who, what);
  if (response.status >= 500) {
    throw new LookupError('unavailable', `${who} failed on ${what} (HTTP ${response.status}).`);
  }
  const raw = await response.text().catch((error: unknown) => {
    throw new LookupError('unavailable', `${who} stopped answering ${what} (${reason(error)}).`);
  });
  if (raw.length > MAX_ANSWER_BYTES) {
    throw new LookupError('bad_response', `${who} sent more than 16 MB for ${what}.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    const kind = response.ok ? 'bad_response' : 'refused';
    throw new LookupError(kind, `${who} answered ${what} with HTTP ${response.status}, not JSON.`);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  if (!response.ok) {
    throw new LookupError('refused', `${who} refused ${what} (HTTP ${response.status}).`);
  }
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new LookupError(
    'bad_response',
    `${who} sent ${what} in an unexpected shape (${issue?.message ?? 'invalid'}${where}).`,
  );
}

async function send(url: URL, timeoutMs: number, who: string, what: string): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // Not `instanceof Error`: fetch's errors may come from another realm (undici, test VMs).
    const name = (error as { name?: unknown } | null)?.name;
    const why =
      name === 'TimeoutError' || name === 'AbortError'
        ? `did not answer within ${timeoutMs} ms`
        : `could not be reached (${reason(error)})`;
    throw new LookupError('unavailable', `${who} (${url.origin}) ${why} for ${what}.`);
  }
}

/** fetch() hides the system error (ECONNREFUSED, ENOTFOUND…) in `cause`. */
function reason(error: unknown): string {
  const { cause, message } = (error ?? {}) as {
    cause?: { code?: string; message?: string };
    message?: string;
  };
  return cause?.code ?? cause?.message ?? message ?? String(error);
}
