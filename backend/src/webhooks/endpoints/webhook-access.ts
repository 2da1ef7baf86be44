import { assertCompanyAccess } from '../../companies/company-access';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';

/** Company admins (and super admins) manage a company's webhooks; auditors read them too. */
export const assertWebhooksReadable = (user: AuthenticatedUser, companyId: string): void =>
  assertCompanyAccess(user, companyId, ['company', 'audit']);

export const assertWebhooksManageable = (user: AuthenticatedUser, companyId: string): void =>
  assertCompanyAccess(user, companyId, ['company']);
