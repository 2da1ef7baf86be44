import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  buildMessage,
} from 'class-validator';
import {
  isJobDate,
  JOB_AMOUNT_MESSAGE,
  JOB_AMOUNT_PATTERN,
  JOB_DATE_MESSAGE,
  JOB_NAME_MAX_LENGTH,
  JOB_REFERENCE_MAX_LENGTH,
  PROVIDER_ID_MESSAGE,
  PROVIDER_ID_PATTERN,
} from '@job-intake/contracts/jobs/job-settings';
import { requiredMessage } from '@job-intake/contracts/text/rule-messages';
import { Nullable } from '../../http/nullable.decorator';
import { SingleLine } from '../../http/single-line.decorator';
import { stacked } from '../../http/stacked.decorator';
import { trimmed } from '../../http/trimmed.transform';

// The rules of a job's settings, the same when a job is created (POST /job) and when its settings
// change (PATCH /job/{id}); whether a property may be left out is the request's own business.

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
export const JobAmount = () =>
  stacked(
    Matches(JOB_AMOUNT_PATTERN, { message: ({ property }) => JOB_AMOUNT_MESSAGE(property) }),
    IsString(),
  );

/** A provider id (DIV_ID, CNT_ID): digits; numbers are taken as their digits, '' as null. */
export const providerId = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value);
    if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
    return value;
  });

/** '' counts as no date. */
export const emptyAsNull = () =>
  Transform(({ value }: { value: unknown }) => (value === '' ? null : value));

/**
 * The job's name: not blank once trimmed, on one line; class-validator checks bottom-up, stopping
 * at the first failure.
 */
export const JobName = () =>
  stacked(
    SingleLine(),
    MaxLength(JOB_NAME_MAX_LENGTH),
    IsString(),
    IsNotEmpty({ message: requiredMessage('name') }),
    trimmed(),
  );

export const JobReference = () =>
  stacked(MaxLength(JOB_REFERENCE_MAX_LENGTH), IsString(), trimmed());

/** The job's provider location or contact; null clears it. */
export const JobProviderId = (example: string, description: string) =>
  stacked(
    ApiPropertyOptional({ type: String, nullable: true, example, description }),
    IsOptional(),
    Matches(PROVIDER_ID_PATTERN, { message: ({ property }) => PROVIDER_ID_MESSAGE(property) }),
    providerId(),
    Nullable(),
  );

/** A furnishing date; '' or null: none. */
export const JobDate = (example: string, description?: string) =>
  stacked(
    ApiPropertyOptional({ type: String, nullable: true, example, description }),
    IsOptional(),
    IsJobDate(),
    emptyAsNull(),
    Nullable(),
  );
