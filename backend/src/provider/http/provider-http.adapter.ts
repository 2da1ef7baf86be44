import { z } from 'zod';
import {
  PROVIDER_API_KEY_HEADER,
  providerPaths,
  type ProviderContact,
  type ProviderLocation,
} from '@job-intake/contracts/provider/provider-api';
import { type ProviderApi, type ProviderCallOptions, ProviderError } from '../provider.port';

export interface ProviderHttpOptions {
  /** PROVIDER_API_URL, or the sandbox's address; may carry a path (`https://host/api`). */
  readonly baseUrl: string;
  /** The application's own key: the contact API, and calls for users without a key. */
  readonly serviceKey: string;
  /** How long one call may take before it counts as unanswered. */
  readonly timeoutMs: number;
}

const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const text = z.string();
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const contactSchema = z.object({ CNT_ID: id, CONTACT: text });
const locationSchema = z.object({
  DIV_ID: id,
  cli_no: z.union([text, z.number().transform(String)]),
  COMPANY: text,
  COMPANY2: optionalText,
  MAINCITY: text,
  MAINSTATE: text,
  ACTIVE: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
    .transform((value): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0)),
  cust1_lbl: optionalText,
  cust1: optionalText,
});
const errorsSchema = z.object({ errors: z.array(z.object({ message: z.string() })).min(1) });
const apiKeySchema = z.object({ api_key: z.string().min(1) });

/** The provider's API over HTTP (fetch), with a timeout and errors a person can act on. */
export class ProviderHttpAdapter implements ProviderApi {
  private readonly base: URL;

  constructor(private readonly options: ProviderHttpOptions) {
    this.base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  }

  listDivisions(
    options: ProviderCallOptions & { cntId?: string } = {},
  ): Promise<ProviderLocation[]> {
    return this.get(
      providerPaths.divisions,
      options.cntId === undefined ? {} : { CNT_ID: options.cntId },
      options.apiKey,
      z.array(locationSchema),
      'the locations',
    );
  }

  listContacts(options: ProviderCallOptions & { divId?: number } = {}): Promise<ProviderContact[]> {
    return this.get(
      providerPaths.contacts,
      options.divId === undefined ? {} : { DIV_ID: String(options.divId) },
      options.apiKey,
      z.array(contactSchema),
      'the contacts',
    );
  }

  async lookupContactApiKey(cntId: string): Promise<string> {
    const answer = await this.get(
      providerPaths.contactApiKey(cntId),
      {},
      this.options.serviceKey,
      z.union([apiKeySchema, errorsSchema]),
      `the API key of contact ${cntId}`,
    );
    // The contact API may also answer 200 with its reasons instead of a key.
    if ('errors' in answer) throw new ProviderError('not_found', joinMessages(answer.errors));
    return answer.api_key;
  }

  private async get<T>(
    path: string,
    query: Record<string, string>,
    apiKey: string | null | undefined,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    what: string,
  ): Promise<T> {
    const url = new URL(path.replace(/^\//, ''), this.base);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await this.send(url, apiKey || this.options.serviceKey, what);
    const body = await this.readJson(response, what);
    if (!response.ok) throw this.refusal(response.status, body, what);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      throw new ProviderError(
        'bad_response',
        `The provider's API sent ${what} in an unexpected shape (${issue?.message ?? 'invalid'}${where}).`,
        response.status,
      );
    }
    return parsed.data;
  }

  private async send(url: URL, apiKey: string, what: string): Promise<Response> {
    try {
      return await fetch(url, {
        headers: { Accept: 'application/json', [PROVIDER_API_KEY_HEADER]: apiKey },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      // Not `instanceof Error`: fetch's errors may come from another realm (undici, test VMs).
      const name = (error as { name?: unknown } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ProviderError(
          'unavailable',
          `The provider's API (${url.origin}) did not answer within ${this.options.timeoutMs} ms while fetching ${what}.`,
        );
      }
      throw new ProviderError(
        'unavailable',
        `The provider's API (${url.origin}) could not be reached while fetching ${what} (${networkReason(error)}).`,
      );
    }
  }

  private async readJson(response: Response, what: string): Promise<unknown> {
    let raw: string;
    try {
      raw = await response.text();
    } catch (error) {
      throw new ProviderError(
        'unavailable',
        `The provider's API stopped answering while sending ${what} (${networkReason(error)}).`,
        response.status,
      );
    }
    if (raw.trim() === '') return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      if (!response.ok) return null;
      throw new ProviderError(
        'bad_response',
        `The provider's API sent ${what} as something other than JSON (HTTP ${response.status}).`,
        response.status,
      );
    }
  }

  private refusal(status: number, body: unknown, what: string): ProviderError {
    const errors = errorsSchema.safeParse(body);
    const reason = errors.success ? joinMessages(errors.data.errors) : undefined;
    if (status === 401 || status === 403) {
      return new ProviderError(
        'rejected_key',
        `The provider refused the API key while fetching ${what}${reason ? `: ${reason}` : '.'}`,
        status,
      );
    }
    if (status === 404) {
      return new ProviderError(
        'not_found',
        reason ?? `The provider does not know ${what}.`,
        status,
      );
    }
    if (status >= 400 && status < 500) {
      return new ProviderError(
        'invalid',
        reason ?? `The provider refused the request for ${what} (HTTP ${status}).`,
        status,
      );
    }
    return new ProviderError(
      'unavailable',
      `The provider's API failed while fetching ${what} (HTTP ${status}${reason ? `: ${reason}` : ''}).`,
      status,
    );
  }
}

function joinMessages(errors: readonly { message: string }[]): string {
  return errors.map((error) => error.message).join(' ');
}

/** fetch() hides the system error (ECONNREFUSED, ENOTFOUND…) in `cause`. */
function networkReason(error: unknown): string {
  const { cause, message } = (error ?? {}) as {
    cause?: { code?: string; message?: string };
    message?: string;
  };
  return cause?.code ?? cause?.message ?? message ?? String(error);
}
