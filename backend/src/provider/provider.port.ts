import type {
  ProviderContact,
  ProviderLocation,
} from '@job-intake/contracts/provider/provider-api';
import type {
  ProviderImportAnswer,
  ProviderImportPayload,
} from '@job-intake/contracts/provider/provider-import';

/**
 * The provider's second API (spec section 7): its client's contacts and locations, and the
 * contact API that hands out a contact's personal API key. One adapter speaks HTTP; the local
 * sandbox (./sandbox) speaks the same HTTP contract for the default set-up and for tests.
 */
export interface ProviderApi {
  /** GET /{prefix}/client/2/divisions/json[?CNT_ID=]: the locations (of one contact). */
  listDivisions(options?: ProviderCallOptions & { cntId?: string }): Promise<ProviderLocation[]>;
  /** GET /{prefix}/client/2/contacts/json[?DIV_ID=]: the contacts (of one location). */
  listContacts(options?: ProviderCallOptions & { divId?: number }): Promise<ProviderContact[]>;
  /** GET /cli/{product}rmation/1/contact/{cnt_id}/json: a contact's API key (application key). */
  lookupContactApiKey(cntId: string): Promise<string>;
  /**
   * POST /{prefix}/client/2/jobs/import/json: creates the notice job, or answers the one already
   * created under the idempotency key (docs/decisions/0025).
   */
  importJob(
    payload: ProviderImportPayload,
    options: ImportCallOptions,
  ): Promise<ProviderImportAnswer>;
  /** GET …/jobs/import/json/{key}: the notice job created under the key, or null when there is none. */
  findImport(
    idempotencyKey: string,
    options: Pick<ImportCallOptions, 'apiKey'>,
  ): Promise<ProviderImportAnswer | null>;
}

export interface ImportCallOptions {
  /** The reviewer's personal key: the notice job is filed under their contact. */
  apiKey: string;
  idempotencyKey: string;
}

export interface ProviderCallOptions {
  /** The caller's personal key; the application's own key is used when it is missing. */
  apiKey?: string | null;
}

export const PROVIDER_API = Symbol('PROVIDER_API');

/**
 * What went wrong talking to the provider, in words a person can act on.
 * - rejected_key: the provider refused the API key (401/403).
 * - not_found: the provider does not know the contact (404); message is the provider's.
 * - invalid: the provider refused the request (other 4xx); message is the provider's.
 * - unavailable: no answer (connection refused, timeout) or a server error (5xx).
 * - bad_response: an answer that is not the documented JSON.
 */
export type ProviderErrorKind =
  'rejected_key' | 'not_found' | 'invalid' | 'unavailable' | 'bad_response';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
