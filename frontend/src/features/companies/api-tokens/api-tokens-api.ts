import type {
  ApiTokenDto,
  CreateApiTokenRequest,
  CreatedApiTokenDto,
} from '@job-intake/contracts/integrations/api-tokens-api';
import { api } from '../../../shared/api/api-slice';

const tokensUrl = (companyId: string) => `company/${encodeURIComponent(companyId)}/api-tokens`;
const tokensTag = (companyId: string) => [{ type: 'ApiTokens' as const, id: companyId }];

/**
 * The company's API tokens (contracts/src/integrations/api-tokens-api.ts). A created token's
 * secret is answered by the mutation and never cached: the tab keeps it in its own state only.
 */
const apiTokensApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listApiTokens: builder.query<ApiTokenDto[], string>({
      query: tokensUrl,
      providesTags: (_result, _error, companyId) => tokensTag(companyId),
    }),
    createApiToken: builder.mutation<
      CreatedApiTokenDto,
      { companyId: string; request: CreateApiTokenRequest }
    >({
      query: ({ companyId, request }) => ({
        url: tokensUrl(companyId),
        method: 'POST',
        body: request,
      }),
      invalidatesTags: (result, _error, { companyId }) => (result ? tokensTag(companyId) : []),
    }),
    /** Answered with 204; a token already gone (404) refreshes the list too. */
    revokeApiToken: builder.mutation<void, { companyId: string; tokenId: string }>({
      query: ({ companyId, tokenId }) => ({
        url: `${tokensUrl(companyId)}/${encodeURIComponent(tokenId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { companyId }) => tokensTag(companyId),
    }),
  }),
});

export const { useListApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } =
  apiTokensApi;
