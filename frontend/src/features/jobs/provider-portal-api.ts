import type { ProviderPortalDto } from '@job-intake/contracts/provider/provider-portal';
import { api } from '../../shared/api/api-slice';

/** Where the provider shows a notice job (the server's configuration: fetched once, kept). */
const providerPortalApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getProviderPortal: builder.query<ProviderPortalDto, void>({
      query: () => 'provider/portal',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetProviderPortalQuery } = providerPortalApi;
