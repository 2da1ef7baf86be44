import { OPTIONAL_MERGE_FIELDS, type MergeValues } from './emails-api';

/** The share link uuid of the template preview's made-up job. */
export const SAMPLE_LINK_UUID = '3f1c9a52-0000-4000-8000-000000001042';

/**
 * What the template preview fills the merge fields with: a made-up job, sent by the user; with
 * `withoutOptional`, a job without the values a job may lack (OPTIONAL_MERGE_FIELDS).
 */
export function sampleMergeValues(
  linkAddress: string,
  companyName: string,
  user: { name: string; email: string },
  withoutOptional = false,
): MergeValues {
  const values: MergeValues = {
    link_address: linkAddress,
    job_number: '1042',
    customer_name: 'Dana Whitfield',
    job_name: 'Riverside Mall Renovation',
    company_name: companyName,
    user_name: user.name,
    user_email: user.email,
  };
  if (withoutOptional) for (const field of OPTIONAL_MERGE_FIELDS) values[field] = '';
  return values;
}
