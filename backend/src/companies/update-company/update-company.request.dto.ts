import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ARCHIVE_DURATIONS,
  ARCHIVE_NEVER,
  COMPANY_LIMITS,
  COMPANY_STATUSES,
  CONTACT_ID_PATTERN,
  type ArchiveDuration,
  type CompanyConfigSettings,
  type CompanyStatus,
  type UpdateCompanyRequest,
} from '@job-intake/contracts/identity/company-api';
import { EMAIL_PATTERN } from '@job-intake/contracts/identity/users-api';
import { blankAsNull } from '../../http/blank-as-null.transform';
import { SingleLine } from '../../http/single-line.decorator';
import { trimmed } from '../../http/trimmed.transform';
import { Nullable } from '../../http/nullable.decorator';

/** The field may be left out, but not sent as null. */
const ifPresent = () => ValidateIf((_: object, value: unknown) => value !== undefined);

const text = (max: number) => [
  MaxLength(max, { message: `$property must be at most ${max} characters` }),
  IsString({ message: '$property must be a string' }),
  IsNotEmpty({ message: '$property should not be empty' }),
  trimmed(),
  ifPresent(),
];

const days = () => [
  Max(COMPANY_LIMITS.reminderDays, {
    message: `$property must be at most ${COMPANY_LIMITS.reminderDays} days`,
  }),
  Min(0, { message: '$property must be 0 or more' }),
  IsInt({ message: '$property must be a whole number of days' }),
  ifPresent(),
];

const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    // Applied in reverse, as if written top to bottom above the property.
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };

/** Reminder and e-mail settings; the fields sent replace the saved ones, the others stay. */
export class ConfigSettingsDto implements Partial<CompanyConfigSettings> {
  @ApiPropertyOptional({ example: '[company_name] | [job_name]' })
  @SingleLine()
  @apply(text(COMPANY_LIMITS.emailSubject))
  subject?: string;

  @ApiPropertyOptional()
  @apply(text(COMPANY_LIMITS.emailBody))
  body?: string;

  @ApiPropertyOptional({ example: 'no-reply@job-intake.local' })
  @Matches(EMAIL_PATTERN, { message: '$property must be a valid e-mail address' })
  @apply(text(COMPANY_LIMITS.emailFrom))
  from?: string;

  @ApiPropertyOptional()
  @IsBoolean({ message: '$property must be true or false' })
  @ifPresent()
  send_reminders?: boolean;

  @ApiPropertyOptional({ example: 2, description: 'Days after the request' })
  @apply(days())
  first_reminder?: number;

  @ApiPropertyOptional({ example: 5, description: 'Days between reminders' })
  @apply(days())
  between_reminders?: number;

  @ApiPropertyOptional({ example: 45, description: 'Days until the request expires' })
  @apply(days())
  request_expires?: number;

  @ApiPropertyOptional({ example: 7, description: 'Days before expiry to warn the sender' })
  @apply(days())
  warn_sender?: number;
}

export class UpdateCompanyRequestDto implements UpdateCompanyRequest {
  @ApiPropertyOptional({ maxLength: COMPANY_LIMITS.name })
  @SingleLine()
  @apply(text(COMPANY_LIMITS.name))
  name?: string;

  @ApiPropertyOptional({ enum: COMPANY_STATUSES, description: 'Super admins only' })
  @IsIn(COMPANY_STATUSES, { message: `$property must be one of: ${COMPANY_STATUSES.join(', ')}` })
  @ifPresent()
  status?: CompanyStatus;

  @ApiPropertyOptional({ nullable: true, example: '100200' })
  @MaxLength(COMPANY_LIMITS.contactId, {
    message: `$property must be at most ${COMPANY_LIMITS.contactId} digits`,
  })
  @Matches(CONTACT_ID_PATTERN, { message: '$property must contain only digits' })
  @IsString({ message: '$property must be a string of digits' })
  @IsOptional()
  @blankAsNull()
  @Nullable()
  contact_id?: string | null;

  @ApiPropertyOptional({ type: ConfigSettingsDto })
  @ValidateNested()
  @Type(() => ConfigSettingsDto)
  @IsObject({ message: '$property must be an object' })
  @ifPresent()
  config_settings?: ConfigSettingsDto;

  @ApiPropertyOptional({ example: -1, description: '-1 = never archive' })
  @Max(COMPANY_LIMITS.archiveLength, {
    message: `$property must be at most ${COMPANY_LIMITS.archiveLength}`,
  })
  @Min(ARCHIVE_NEVER, { message: '$property must be -1 (never archive) or more' })
  @IsInt({ message: '$property must be a whole number (-1 = never archive)' })
  @ifPresent()
  archive_length?: number;

  @ApiPropertyOptional({ enum: ARCHIVE_DURATIONS })
  @IsIn(ARCHIVE_DURATIONS, { message: `$property must be one of: ${ARCHIVE_DURATIONS.join(', ')}` })
  @ifPresent()
  archive_duration?: ArchiveDuration;

  @ApiPropertyOptional({ example: 'Customer Reference #' })
  @SingleLine()
  @apply(text(COMPANY_LIMITS.label))
  reference_label?: string;

  @ApiPropertyOptional({ example: 'Customer Auto-fill' })
  @SingleLine()
  @apply(text(COMPANY_LIMITS.label))
  autofill_label?: string;

  @ApiPropertyOptional({ nullable: true })
  @MaxLength(COMPANY_LIMITS.customStyle, {
    message: `$property must be at most ${COMPANY_LIMITS.customStyle} characters`,
  })
  @IsString({ message: '$property must be a string' })
  @IsOptional()
  @blankAsNull()
  @Nullable()
  custom_style?: string | null;
}
