import type { CaughtMailList, MailCatcherStatus } from '@job-intake/contracts/identity/mail-api';
import { api } from '../../shared/api/api-slice';

/** The local e-mail catcher (no SMTP_URL): super admins only, since its e-mails hold reset links. */
const devMailApi = api.injectEndpoints({
  endpoints: (builder) => ({
    mailCatcherStatus: builder.query<MailCatcherStatus, void>({
      query: () => 'dev/mail/status',
    }),
    caughtMail: builder.query<CaughtMailList, void>({
      query: () => 'dev/mail',
    }),
  }),
});

export const { useMailCatcherStatusQuery, useCaughtMailQuery } = devMailApi;
