import type {
  EmailTemplateDto,
  EmailTemplateRequest,
  EmailTemplatesResponse,
} from '@job-intake/contracts/emails/emails-api';
import { api } from './api-slice';

type UpdateEmailTemplateArgs = EmailTemplateRequest & { id: string };

const TEMPLATES_TAG = [{ type: 'EmailTemplates' as const, id: 'LIST' }];

/**
 * The company's e-mail templates (contracts/src/emails/emails-api.ts): the company page's Email
 * Templates tab edits them and the compose dialog lists them, so the API lives in shared/.
 */
const emailTemplatesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listEmailTemplates: builder.query<EmailTemplatesResponse, void>({
      query: () => 'emailTemplates',
      providesTags: TEMPLATES_TAG,
    }),
    createEmailTemplate: builder.mutation<EmailTemplateDto, EmailTemplateRequest>({
      query: (body) => ({ url: 'emailTemplate', method: 'POST', body }),
      invalidatesTags: (result) => (result ? TEMPLATES_TAG : []),
    }),
    updateEmailTemplate: builder.mutation<EmailTemplateDto, UpdateEmailTemplateArgs>({
      query: ({ id, ...body }) => ({
        url: `emailTemplate/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: TEMPLATES_TAG,
    }),
    /** Answered with 204; a template already gone (404) refreshes the list too. */
    deleteEmailTemplate: builder.mutation<void, string>({
      query: (id) => ({ url: `emailTemplate/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: TEMPLATES_TAG,
    }),
  }),
});

export const {
  useListEmailTemplatesQuery,
  useCreateEmailTemplateMutation,
  useUpdateEmailTemplateMutation,
  useDeleteEmailTemplateMutation,
} = emailTemplatesApi;
