import { companyStylePath } from '@job-intake/contracts/identity/company-style';
import { env } from '../../config/env';

/**
 * The company's Custom Style for its job forms: a stylesheet of our origin (the CSP allows no
 * inline styles), whose rules the server has scoped to the form's COMPANY_STYLE_SCOPE element.
 */
export function CompanyStyleSheet({ companyId }: { companyId: string }) {
  if (!companyId) return null;
  return <link rel="stylesheet" href={`${env.apiUrl}${companyStylePath(companyId)}`} />;
}
