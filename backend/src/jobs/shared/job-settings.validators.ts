import { Transform } from 'class-transformer';
import { Matches, ValidateBy, buildMessage } from 'class-validator';
import {
  isJobDate,
  JOB_AMOUNT_MESSAGE,
  JOB_AMOUNT_PATTERN,
  JOB_DATE_MESSAGE,
} from '@job-intake/contracts/jobs/job-settings';

/** A real YYYY-MM-DD day (null passes when the property is also @IsOptional). */
export const IsJobDate = () =>
  ValidateBy({
    name: 'isJobDate',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isJobDate(value),
      defaultMessage: buildMessage((each) => JOB_DATE_MESSAGE(`${each}$property`)),
    },
  });

/** Digits with at most two decimals, as a string. */
export const IsJobAmount = () =>
  Matches(JOB_AMOUNT_PATTERN, { message: ({ property }) => JOB_AMOUNT_MESSAGE(property) });

/** A provider id (DIV_ID, CNT_ID): digits; numbers are taken as their digits, '' as null. */
export const providerId = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value);
    if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
    return value;
  });

export const IsProviderId = () =>
  Matches(/^\d{1,12}$/, {
    message: ({ property }) => `${property} must be a provider id (digits)`,
  });

/** '' counts as no date. */
export const emptyAsNull = () =>
  Transform(({ value }: { value: unknown }) => (value === '' ? null : value));
