import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
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
  type ArchiveDuration,
  type CompanyConfigSettings,
  type CompanyStatus,
  type UpdateCompanyRequest,
} from '@job-intake/contracts/identity/company-api';
import { EMAIL_PATTERN } from '@job-intake/contracts/identity/users-api';
import {
  notStringMessage,
  oneOfMessage,
  trueOrFalseMessage,
} from '@job-intake/contracts/text/rule-messages';
import { blankAsNull } from '../../http/blank-as-null.transform';
import { SingleLine } from '../../http/single-line.decorator';
import { trimmed } from '../../http/trimmed.transform';
import { Nullable } from '../../http/nullable.decorator';
import { stacked } from '../../http/stacked.decorator';
import { RequiredText } from '../../http/required-text.decorator';
import { CompanyContactId } from '../shared/company-contact-id.decorator';

/** The field may be left out, but not sent as null. */
const ifPresent = () => ValidateIf((_: object, value: unknown) => value !== undefined);

const Text = (max: number) => stacked(RequiredText(max, 'string'), trimmed(), ifPresent());

const Days = () =>
  stacked(
    Max(COMPANY_LIMITS.reminderDays, {
      message: `$property must be at most ${COMPANY_LIMITS.reminderDays} days`,
    }),
    Min(0, { message: '$property must be 0 or more' }),
    IsInt({ message: '$property must be a whole number of days' }),
    ifPresent(),
  );

/** Reminder and e-mail settings; the fields sent replace the saved ones, the others stay. */
export class ConfigSettingsDto implements Partial<CompanyConfigSettings> {
  @ApiPropertyOptional({ example: '[company_name] | [job_name]' })
  @SingleLine()
  @Text(COMPANY_LIMITS.emailSubject)
  subject?: string;

  @ApiPropertyOptional()
  @Text(COMPANY_LIMITS.emailBody)
  body?: string;

  @ApiPropertyOptional({ example: 'no-reply@job-intake.local' })
  @Matches(EMAIL_PATTERN, { message: '$property must be a valid e-mail address' })
  @Text(COMPANY_LIMITS.emailFrom)
  from?: string;

  @ApiPropertyOptional()
  @IsBoolean({ message: trueOrFalseMessage('$property') })
  @ifPresent()
  send_reminders?: boolean;

  @ApiPropertyOptional({ example: 2, description: 'Days after the request' })
  @Days()
  first_reminder?: number;

  @ApiPropertyOptional({ example: 5, description: 'Days between reminders' })
  @Days()
  between_reminders?: number;

  @ApiPropertyOptional({ example: 45, description: 'Days until the request expires' })
  @Days()
  request_expires?: number;

  @ApiPropertyOptional({ example: 7, description: 'Days before expiry to warn the sender' })
  @Days()
  warn_sender?: number;
}

export class UpdateCompanyRequestDto implements UpdateCompanyRequest {
  @ApiPropertyOptional({ maxLength: COMPANY_LIMITS.name })
  @SingleLine()
  @Text(COMPANY_LIMITS.name)
  name?: string;

  @ApiPropertyOptional({ enum: COMPANY_STATUSES, description: 'Super admins only' })
  @IsIn(COMPANY_STATUSES, { message: oneOfMessage('$property', COMPANY_STATUSES) })
  @ifPresent()
  status?: CompanyStatus;

  @ApiPropertyOptional({ nullable: true, example: '100200' })
  @CompanyContactId()
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
  @IsIn(ARCHIVE_DURATIONS, { message: oneOfMessage('$property', ARCHIVE_DURATIONS) })
  @ifPresent()
  archive_duration?: ArchiveDuration;

  @ApiPropertyOptional({ example: 'Customer Reference #' })
  @SingleLine()
  @Text(COMPANY_LIMITS.label)
  reference_label?: string;

  @ApiPropertyOptional({ example: 'Customer Auto-fill' })
  @SingleLine()
  @Text(COMPANY_LIMITS.label)
  autofill_label?: string;

  @ApiPropertyOptional({ nullable: true })
  @MaxLength(COMPANY_LIMITS.customStyle, {
    message: `$property must be at most ${COMPANY_LIMITS.customStyle} characters`,
  })
  @IsString({ message: notStringMessage('$property') })
  @IsOptional()
  @blankAsNull()
  @Nullable()
  custom_style?: string | null;
}
