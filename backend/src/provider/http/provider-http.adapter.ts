import { z } from 'zod';
import {
  providerPaths,
  type ProviderContact,
  type ProviderLocation,
} from '@job-intake/contracts/provider/provider-api';
import {
  PROVIDER_IDEMPOTENCY_KEY_HEADER,
  providerImportPaths,
  type ProviderImportAnswer,
  type ProviderImportPayload,
} from '@job-intake/contracts/provider/provider-import';
import {
  type ImportCallOptions,
  type ProviderApi,
  type ProviderCallOptions,
  ProviderError,
} from '../provider.port';
import { ProviderHttpClient, type ProviderHttpOptions } from './provider-http-client';
import {
  apiKeySchema,
  contactSchema,
  errorsSchema,
  importAnswerSchema,
  joinMessages,
  locationSchema,
} from './provider-schemas';

export type { ProviderHttpOptions } from './provider-http-client';

/** The provider's API over HTTP (fetch), with timeouts, network retries and typed errors. */
export class ProviderHttpAdapter implements ProviderApi {
  private readonly client: ProviderHttpClient;

  constructor(options: ProviderHttpOptions) {
    this.client = new ProviderHttpClient(options);
  }

  listDivisions(
    options: ProviderCallOptions & { cntId?: string } = {},
  ): Promise<ProviderLocation[]> {
    return this.client.expect(
      {
        method: 'GET',
        path: providerPaths.divisions,
        query: options.cntId === undefined ? {} : { CNT_ID: options.cntId },
        apiKey: this.keyOf(options),
        what: 'the locations',
      },
      z.array(locationSchema),
    );
  }

  listContacts(options: ProviderCallOptions & { divId?: number } = {}): Promise<ProviderContact[]> {
    return this.client.expect(
      {
        method: 'GET',
        path: providerPaths.contacts,
        query: options.divId === undefined ? {} : { DIV_ID: String(options.divId) },
        apiKey: this.keyOf(options),
        what: 'the contacts',
      },
      z.array(contactSchema),
    );
  }

  async lookupContactApiKey(cntId: string): Promise<string> {
    const answer = await this.client.expect(
      {
        method: 'GET',
        path: providerPaths.contactApiKey(cntId),
        apiKey: this.client.serviceKey,
        what: `the API key of contact ${cntId}`,
      },
      z.union([apiKeySchema, errorsSchema]),
    );
    // The contact API may also answer 200 with its reasons instead of a key.
    if ('errors' in answer) throw new ProviderError('not_found', joinMessages(answer.errors));
    return answer.api_key;
  }

  importJob(
    payload: ProviderImportPayload,
    options: ImportCallOptions,
  ): Promise<ProviderImportAnswer> {
    return this.client.expect(
      {
        method: 'POST',
        path: providerImportPaths.imports,
        apiKey: options.apiKey,
        headers: { [PROVIDER_IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
        body: payload,
        what: `the job ${payload.job_id}`,
      },
      importAnswerSchema,
    );
  }

  findImport(
    idempotencyKey: string,
    options: Pick<ImportCallOptions, 'apiKey'>,
  ): Promise<ProviderImportAnswer | null> {
    return this.client.find(
      {
        method: 'GET',
        path: providerImportPaths.importByKey(idempotencyKey),
        apiKey: options.apiKey,
        what: `the import ${idempotencyKey}`,
      },
      importAnswerSchema,
    );
  }

  private keyOf(options: ProviderCallOptions): string {
    return options.apiKey || this.client.serviceKey;
  }
}
