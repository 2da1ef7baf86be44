import type { MergeValues } from '@job-intake/contracts/emails/emails-api';

/** What the editor's preview fills the merge fields with: a made-up job of this company. */
export function sampleMergeValues(companyName: string, user?: { name: string; email: string }) {
  return {
    link_address: `${window.location.origin}/link/3f1c9a52-sample`,
    job_number: '1042',
    customer_name: 'Dana Whitfield',
    job_name: 'Riverside Mall Renovation',
    company_name: companyName,
    user_name: user?.name ?? 'Alice Admin',
    user_email: user?.email ?? 'admin@example.com',
  } satisfies MergeValues;
}
