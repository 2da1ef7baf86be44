import type {
  ResetPasswordRequest,
  ResetPasswordResponse,
  ResetRequest,
  ResetRequestResponse,
  SessionUser,
} from '@job-intake/contracts/identity/identity-api';
import { api, type ApiExtraOptions } from '../../shared/api/api-slice';
import { sessionUserUpdated } from '../../shared/api/auth-slice';

/**
 * Calls made before a session exists: no token, and their 401 is an answer, not an expiry. The
 * sign-in itself is shared/api/sign-in.ts, which /login's first load calls without Redux.
 */
const publicCall: ApiExtraOptions = { public: true };

const authApi = api.injectEndpoints({
  endpoints: (builder) => ({
    logout: builder.mutation<{ success: boolean }, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
    /** The signed-in user as the server knows them now; refreshes the stored one. */
    me: builder.query<SessionUser, void>({
      query: () => 'auth/me',
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionUserUpdated(data));
        } catch {
          // A 401 is handled by the base query; anything else keeps the stored user.
        }
      },
    }),
    requestReset: builder.mutation<ResetRequestResponse, ResetRequest>({
      query: (body) => ({ url: 'resetRequest', method: 'POST', body }),
      extraOptions: publicCall,
    }),
    resetPassword: builder.mutation<ResetPasswordResponse, ResetPasswordRequest>({
      query: (body) => ({ url: 'auth/reset', method: 'POST', body }),
      extraOptions: publicCall,
    }),
  }),
});

export const { useLogoutMutation, useMeQuery, useRequestResetMutation, useResetPasswordMutation } =
  authApi;
