/**
 * The pre-send check's advice on the furnishing dates (issue 27, item 3): the New Job modal fills
 * in today and a week from today (spec 9), so a date nobody changed since may be a guess the
 * provider would take as a fact. Warnings never stop a send; the reviewer decides.
 */
import { formatDate } from '../formatting/dates';
import type { JobSettingsValues } from './job-settings';

export type FurnishingWarningCode =
  'furnishing_untouched' | 'last_furnishing_future' | 'last_before_first';

export interface FurnishingWarning {
  code: FurnishingWarningCode;
  message: string;
  /** The setting to look at. */
  field: 'first_furnishing' | 'last_furnishing';
}

/** The dates and flags, and whether each date was changed after the job was created. */
export type FurnishingFacts = Pick<
  JobSettingsValues,
  'first_furnishing' | 'ff_est' | 'last_furnishing' | 'lf_est'
> & {
  first_furnishing_changed: boolean;
  last_furnishing_changed: boolean;
};

const DATES = [
  { field: 'first_furnishing', label: 'First Furnishing', filled: "today's date" },
  { field: 'last_furnishing', label: 'Last Furnishing', filled: 'the date a week from today' },
] as const;

/** The warnings on a job's furnishing dates, `today` being YYYY-MM-DD. */
export function furnishingWarningsOf(job: FurnishingFacts, today: string): FurnishingWarning[] {
  const warnings: FurnishingWarning[] = [];
  for (const { field, label, filled } of DATES) {
    const date = job[field];
    if (date && !job[`${field}_changed`])
      warnings.push({
        code: 'furnishing_untouched',
        field,
        message:
          `${label} (${formatDate(date)}) has not been changed since the job was created, and ` +
          `New Job fills in ${filled}. Check that it is the real date.`,
      });
  }
  const { first_furnishing: first, last_furnishing: last } = job;
  if (last && last > today && !job.lf_est)
    warnings.push({
      code: 'last_furnishing_future',
      field: 'last_furnishing',
      message: `Last Furnishing (${formatDate(last)}) lies in the future but is not marked as an estimate.`,
    });
  if (first && last && last < first)
    warnings.push({
      code: 'last_before_first',
      field: 'last_furnishing',
      message: `Last Furnishing (${formatDate(last)}) is before First Furnishing (${formatDate(first)}).`,
    });
  return warnings;
}
