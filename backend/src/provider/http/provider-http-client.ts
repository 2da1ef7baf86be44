import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { PROVIDER_API_KEY_HEADER } from '@job-intake/contracts/provider/provider-api';
import { ProviderError } from '../provider.port';
import type { ProviderAnswer, ProviderCall } from './provider-call';
import { isNetworkError, networkError, parseJson, refusal } from './provider-http-errors';

export interface ProviderHttpOptions {
  /** PROVIDER_API_URL, or the sandbox's address; may carry a path (`https://host/api`). */
  readonly baseUrl: string;
  /** The application's own key: the contact API, and calls for users without a key. */
  readonly serviceKey: string;
  /** How long one attempt (connecting and answering) may take before it counts as unanswered. */
  readonly timeoutMs: number;
  /** Further attempts after a network error (refused, reset, timed out); default 2. */
  readonly retries?: number;
  /** The pause before the first retry, doubling for each further one; default 250 ms. */
  readonly retryDelayMs?: number;
}

/**
 * One HTTP call to the provider: the API-key header, a timeout per attempt, and retries with
 * exponential backoff on network errors only, which is safe for the import because it carries an
 * idempotency key. An answer, even a 4xx or 5xx, is never retried here.
 */
export class ProviderHttpClient {
  private readonly base: URL;

  constructor(private readonly options: ProviderHttpOptions) {
    this.base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  }

  get serviceKey(): string {
    return this.options.serviceKey;
  }

  /** The call's answer of the expected shape; a refusal or another shape is a ProviderError. */
  async expect<T>(call: ProviderCall, schema: z.ZodType<T, z.ZodTypeDef, unknown>): Promise<T> {
    return this.parse(await this.request(call), call, schema);
  }

  /** Like expect, but null when the provider does not know what was asked for (404). */
  async find<T>(
    call: ProviderCall,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  ): Promise<T | null> {
    const answer = await this.request(call);
    return answer.status === 404 ? null : this.parse(answer, call, schema);
  }

  private parse<T>(
    answer: ProviderAnswer,
    call: ProviderCall,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  ): T {
    if (answer.status >= 300) throw refusal(answer, call);
    const parsed = schema.safeParse(answer.body);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new ProviderError(
      'bad_response',
      `The provider's API ${call.method === 'GET' ? 'sent' : 'answered'} ${call.what} in an unexpected shape (${issue?.message ?? 'invalid'}${where}).`,
      answer.status,
    );
  }

  /** Sends the call, retrying network errors; answers the status and the JSON body (or null). */
  async request(call: ProviderCall): Promise<ProviderAnswer> {
    const retries = this.options.retries ?? 2;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.attempt(call);
      } catch (error) {
        if (!isNetworkError(error) || attempt >= retries) throw error;
        await sleep((this.options.retryDelayMs ?? 250) * 2 ** attempt);
      }
    }
  }

  private async attempt(call: ProviderCall): Promise<ProviderAnswer> {
    const url = new URL(call.path.replace(/^\//, ''), this.base);
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
    const doing = call.method === 'GET' ? 'fetching' : 'sending';
    let response: Response;
    let raw: string;
    try {
      response = await fetch(url, {
        method: call.method,
        headers: {
          Accept: 'application/json',
          [PROVIDER_API_KEY_HEADER]: call.apiKey,
          ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...call.headers,
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      raw = await response.text();
    } catch (error) {
      throw networkError(error, `${doing} ${call.what}`, url, this.options.timeoutMs);
    }
    return { status: response.status, body: parseJson(raw, response.status, call.what) };
  }
}
