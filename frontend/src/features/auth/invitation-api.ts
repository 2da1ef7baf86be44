import type {
  AcceptInvitationResponse,
  InvitationDetails,
} from '@job-intake/contracts/identity/users-api';
import { api, type ApiExtraOptions } from '../../shared/api/api-slice';

/** Invitation links work without a session: the token is the proof (decision 0014). */
const publicCall: ApiExtraOptions = { public: true };

const invitationApi = api.injectEndpoints({
  endpoints: (builder) => ({
    lookupInvitation: builder.query<InvitationDetails, string>({
      query: (token) => ({ url: 'invitation/lookup', method: 'POST', body: { token } }),
      extraOptions: publicCall,
    }),
    acceptInvitation: builder.mutation<AcceptInvitationResponse, string>({
      query: (token) => ({ url: 'invitation/accept', method: 'POST', body: { token } }),
      extraOptions: publicCall,
    }),
  }),
});

export const { useLookupInvitationQuery, useAcceptInvitationMutation } = invitationApi;
