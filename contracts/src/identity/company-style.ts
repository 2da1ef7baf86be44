/**
 * A company's Custom Style (spec: Company custom_style, "CSS added to this company's job forms"):
 * the server scopes every rule to the job form's element with this class, and serves the result
 * as a stylesheet of our origin (the CSP allows no inline style elements).
 */
export const COMPANY_STYLE_SCOPE = 'company-style';

/** Where the company's scoped style is served, below the API root. */
export function companyStylePath(companyId: string): string {
  return `/company-style/${encodeURIComponent(companyId)}.css`;
}
