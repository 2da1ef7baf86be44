/**
 * The job's import settings (spec: Settings panel; GET /job/{id}/settings). Dates are
 * YYYY-MM-DD; amounts are decimal strings with two decimals ("1234.50").
 */
export interface JobSettingsValues {
  name: string;
  reference_no: string;
  /** The provider division (DIV_ID) the job belongs to. */
  location: string | null;
  /** The provider contact (CNT_ID). */
  contact: string | null;
  first_furnishing: string | null;
  ff_est: boolean;
  last_furnishing: string | null;
  lf_est: boolean;
  total_contract_amt: string;
  total_claim_amt: string;
}

export const JOB_SETTINGS_FIELDS = [
  'name',
  'reference_no',
  'location',
  'contact',
  'first_furnishing',
  'ff_est',
  'last_furnishing',
  'lf_est',
  'total_contract_amt',
  'total_claim_amt',
] as const satisfies readonly (keyof JobSettingsValues)[];

export const CONTACT_LOCATION_WARNING =
  'Set the Contact and Location values below, to avoid error during Import';
export const NO_CONTACT_SET = 'Contact: < No Contact Set >';
export const SETTINGS_SAVE_ERROR =
  'Error saving Job Import Settings. Please check field input/selections and try again';

/** Longest job name and reference number accepted. */
export const JOB_NAME_MAX_LENGTH = 255;
export const JOB_REFERENCE_MAX_LENGTH = 255;

/** How the History tab and validation messages name each setting. */
export const JOB_SETTINGS_LABELS: Record<keyof JobSettingsValues, string> = {
  name: 'Name',
  reference_no: 'Reference #',
  location: 'Location',
  contact: 'Contact',
  first_furnishing: 'First furnishing',
  ff_est: 'First furnishing estimated',
  last_furnishing: 'Last furnishing',
  lf_est: 'Last furnishing estimated',
  total_contract_amt: 'Total contract amount',
  total_claim_amt: 'Total claim amount',
};

/** Dates travel as YYYY-MM-DD (the UI shows MM/DD/YYYY). */
export const JOB_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD string naming a day that exists (2026-02-30 does not). */
export function isJobDate(value: string): boolean {
  if (!JOB_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The local calendar day of `at` plus `days`, as YYYY-MM-DD. */
export function localDate(at: Date, days = 0): string {
  const shifted = new Date(at.getFullYear(), at.getMonth(), at.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${shifted.getFullYear()}-${pad(shifted.getMonth() + 1)}-${pad(shifted.getDate())}`;
}

/** Spec section 9: first furnishing is today, last furnishing today plus one week. */
export function defaultFurnishingDates(today: Date): {
  first_furnishing: string;
  last_furnishing: string;
} {
  return { first_furnishing: localDate(today), last_furnishing: localDate(today, 7) };
}

/** Amounts: digits with at most two decimals ("1234.5", "0.00"); no sign, no commas. */
export const JOB_AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
export const DEFAULT_AMOUNT = '0.00';

/** "1234.5" → "1234.50", "007" → "7.00". The value must match JOB_AMOUNT_PATTERN. */
export function normalizeAmount(value: string): string {
  const [whole = '0', decimals = ''] = value.split('.');
  return `${String(Number(whole))}.${decimals.padEnd(2, '0')}`;
}

/** A provider id (DIV_ID, CNT_ID) a job names: digits. */
export const PROVIDER_ID_PATTERN = /^\d{1,12}$/;
export const PROVIDER_ID_MESSAGE = (field: string) => `${field} must be a provider id (digits)`;

export const JOB_DATE_MESSAGE = (field: string) => `${field} must be a real date as YYYY-MM-DD`;
export const JOB_AMOUNT_MESSAGE = (field: string) =>
  `${field} must be an amount like 1234.50 (digits, at most 2 decimals)`;
