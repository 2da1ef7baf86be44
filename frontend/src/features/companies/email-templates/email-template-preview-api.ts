import type {
  EmailTemplatePreviewRequest,
  EmailTemplatePreviewResponse,
} from '@job-intake/contracts/emails/emails-api';
import { api } from '../../../shared/api/api-slice';

/**
 * The editor's preview, rendered by the server with the e-mails' own renderer: handlebars
 * compiles with `new Function`, which the app's CSP (no 'unsafe-eval') refuses in the browser.
 */
const emailTemplatePreviewApi = api.injectEndpoints({
  endpoints: (builder) => ({
    previewEmailTemplate: builder.query<EmailTemplatePreviewResponse, EmailTemplatePreviewRequest>({
      query: (body) => ({ url: 'emailTemplate/preview', method: 'POST', body }),
    }),
  }),
});

export const { usePreviewEmailTemplateQuery } = emailTemplatePreviewApi;
