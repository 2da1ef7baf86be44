import type {
  GuestLinkResponse,
  GuestResultsRequest,
  GuestResultsResponse,
  PublicAttachmentsResponse,
  PublicFormResponse,
  PublicJobRequest,
  PublicJobResponse,
  PublicUploadGrantResponse,
} from '@job-intake/contracts/guests/guest-api';
import { UPLOAD_GRANT_HEADER } from '@job-intake/contracts/guests/guest-api';
import { guestApiPaths } from '@job-intake/contracts/guests/guest-pages';
import type { UnsubscribeResponse } from '@job-intake/contracts/emails/emails-api';
import { api, type ApiExtraOptions } from '../../shared/api/api-slice';

/**
 * Guests never sign in: these calls carry no token, and their 401/403/404 are answers for the
 * page to show, never a reason to end a staff user's session.
 */
const guestCall: ApiExtraOptions = { public: true };

const { link: linkPath, unsubscribe: unsubscribePath } = guestApiPaths;

export interface PublicFormArgs {
  appid: string;
  cntid?: string;
}

const guestApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getGuestLink: builder.query<GuestLinkResponse, string>({
      query: (uuid) => linkPath(uuid),
      extraOptions: guestCall,
    }),
    /**
     * A draft (submit false) or Submit Form, with the revision the answers were based on; the
     * link's cached form takes the saved state and revision.
     */
    saveGuestResults: builder.mutation<
      GuestResultsResponse,
      GuestResultsRequest & { uuid: string }
    >({
      query: ({ uuid, ...body }) => ({ url: `${linkPath(uuid)}/results`, method: 'POST', body }),
      extraOptions: guestCall,
      async onQueryStarted({ uuid }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          guestApi.util.updateQueryData('getGuestLink', uuid, (link) => {
            link.answerData = data.answerData;
            link.progress = data.progress;
            link.read_only = data.read_only;
            // Until every server sends it, an answer without a revision keeps the known one.
            link.revision = data.revision ?? link.revision;
          }),
        );
      },
    }),
    getPublicForm: builder.query<PublicFormResponse, PublicFormArgs>({
      query: ({ appid, cntid }) => guestApiPaths.publicForm(appid, cntid),
      extraOptions: guestCall,
    }),
    /** A solved captcha for the grant the form's uploads and its submission carry. */
    grantPublicUpload: builder.mutation<
      PublicUploadGrantResponse,
      { appid: string; recaptcha: string }
    >({
      query: ({ appid, recaptcha }) => ({
        url: `${guestApiPaths.publicForm(appid)}/upload-grant`,
        method: 'POST',
        body: { recaptcha },
      }),
      extraOptions: guestCall,
    }),
    uploadPublicAttachments: builder.mutation<
      PublicAttachmentsResponse,
      { appid: string; grant: string; files: File[] }
    >({
      query: ({ appid, grant, files }) => {
        const body = new FormData();
        for (const file of files) body.append('files[]', file);
        return {
          url: `${guestApiPaths.publicForm(appid)}/attachments`,
          method: 'POST',
          body,
          headers: { [UPLOAD_GRANT_HEADER]: grant },
        };
      },
      extraOptions: guestCall,
    }),
    createPublicJob: builder.mutation<PublicJobResponse, PublicJobRequest>({
      query: (body) => ({ url: 'new', method: 'POST', body }),
      extraOptions: guestCall,
    }),
    getUnsubscribe: builder.query<UnsubscribeResponse, string>({
      query: unsubscribePath,
      extraOptions: guestCall,
    }),
    /** Stops the request's reminders; the page's cached answer takes the opted-out state. */
    unsubscribe: builder.mutation<UnsubscribeResponse, string>({
      query: (token) => ({ url: unsubscribePath(token), method: 'POST' }),
      extraOptions: guestCall,
      async onQueryStarted(token, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(guestApi.util.upsertQueryData('getUnsubscribe', token, data));
      },
    }),
  }),
});

export const {
  useGetGuestLinkQuery,
  useSaveGuestResultsMutation,
  useGetPublicFormQuery,
  useGrantPublicUploadMutation,
  useUploadPublicAttachmentsMutation,
  useCreatePublicJobMutation,
  useGetUnsubscribeQuery,
  useUnsubscribeMutation,
} = guestApi;
