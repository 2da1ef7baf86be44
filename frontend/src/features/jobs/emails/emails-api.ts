import type {
  EmailComposeSettings,
  EmailPreviewResponse,
  JobEmailPreviewRequest,
  JobEmailsResponse,
  OptOutRequest,
  OptOutResponse,
  ResendEmailRequest,
  ResendEmailResponse,
  SendEmailRequest,
  SendEmailResponse,
} from '@job-intake/contracts/emails/emails-api';
import { api } from '../../../shared/api/api-slice';

type SetOptOutArgs = OptOutRequest & { job_id: string };

/**
 * A job's e-mails change with the job (the outbox's sent and failed events arrive on the job's
 * stream), so they also hang on the job's `Job` tag, which the live job page invalidates; each
 * call writes the job's history, so both tags go stale.
 */
const emailTags = (jobId: string) => [
  { type: 'JobEmails' as const, id: jobId },
  { type: 'Job' as const, id: jobId },
];

/** The e-mail requests API (contracts/src/emails/emails-api.ts). */
const emailsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listJobEmails: builder.query<JobEmailsResponse, string>({
      query: (jobId) => `job/${encodeURIComponent(jobId)}/emails`,
      providesTags: (_result, _error, jobId) => emailTags(jobId),
    }),
    /** The draft as the recipient will read it, rendered by the server with the job's values. */
    previewJobEmail: builder.query<EmailPreviewResponse, JobEmailPreviewRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `job/${encodeURIComponent(id)}/email/preview`,
        method: 'POST',
        body,
      }),
    }),
    /** The company's default subject and body and whether it sends reminders. */
    getEmailSettings: builder.query<EmailComposeSettings, void>({ query: () => 'emailSettings' }),
    sendEmail: builder.mutation<SendEmailResponse, SendEmailRequest>({
      query: (body) => ({ url: 'email', method: 'POST', body }),
      invalidatesTags: (result, _error, { id }) => (result ? emailTags(id) : []),
    }),
    resendEmail: builder.mutation<ResendEmailResponse, ResendEmailRequest>({
      query: (body) => ({ url: 'resend', method: 'POST', body }),
      invalidatesTags: (_result, _error, { job_id }) => emailTags(job_id),
    }),
    setEmailOptOut: builder.mutation<OptOutResponse, SetOptOutArgs>({
      query: ({ job_id: _jobId, ...body }) => ({ url: 'optOut', method: 'POST', body }),
      invalidatesTags: (_result, _error, { job_id }) => emailTags(job_id),
    }),
  }),
});

export const {
  useListJobEmailsQuery,
  useGetEmailSettingsQuery,
  usePreviewJobEmailQuery,
  useSendEmailMutation,
  useResendEmailMutation,
  useSetEmailOptOutMutation,
} = emailsApi;
