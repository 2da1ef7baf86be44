import {
  PUBLIC_CONFIG_PATH,
  type PublicConfigDto,
} from '@job-intake/contracts/config/public-config';
import { api } from './api-slice';

const publicConfigApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** GET /config: asked once per session, without the token (guests' pages too). */
    getPublicConfig: builder.query<PublicConfigDto, void>({
      query: () => PUBLIC_CONFIG_PATH,
      extraOptions: { public: true },
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetPublicConfigQuery } = publicConfigApi;
