import { setupServer } from 'msw/node';
import { accessLogHandlers } from './access-log-handlers';
import { authHandlers } from './auth-handlers';
import { customersHandlers } from './customers-handlers';
import { emailTemplatesHandlers } from './email-templates-handlers';
import { emailsHandlers } from './emails-handlers';
import { guestHandlers } from './guest-handlers';
import { importHandlers } from './import-handlers';
import { jobsHandlers } from './jobs-handlers';
import { liveUpdatesHandlers } from './live-updates-handlers';
import { lookupsHandlers } from './lookups-handlers';
import { providerPortalHandlers } from './provider-portal-handlers';
import { publicConfigHandlers } from './public-config-handlers';
import { reportHandlers } from './report-handlers';
import { serviceTypesHandlers } from './service-types-handlers';
import { shareLinksHandlers } from './share-links-handlers';
import { statsHandlers } from './stats-handlers';

/** The API as the tests see it; a test overrides a route with `server.use(...)`. */
export const server = setupServer(
  ...authHandlers,
  ...jobsHandlers,
  ...shareLinksHandlers,
  ...guestHandlers,
  ...liveUpdatesHandlers,
  ...emailTemplatesHandlers,
  ...emailsHandlers,
  ...lookupsHandlers,
  ...serviceTypesHandlers,
  ...importHandlers,
  ...customersHandlers,
  ...statsHandlers,
  ...providerPortalHandlers,
  ...reportHandlers,
  ...publicConfigHandlers,
  ...accessLogHandlers,
);
