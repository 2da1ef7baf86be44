import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  UserConfigRequest,
  UserConfigResponse,
} from '@job-intake/contracts/identity/identity-api';
import { api } from '../../shared/api/api-slice';

const settingsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    saveUserConfig: builder.mutation<UserConfigResponse, UserConfigRequest>({
      query: (body) => ({ url: 'settings/userConfig', method: 'POST', body }),
    }),
    changePassword: builder.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'settings/password', method: 'POST', body }),
    }),
  }),
});

export const { useSaveUserConfigMutation, useChangePasswordMutation } = settingsApi;
