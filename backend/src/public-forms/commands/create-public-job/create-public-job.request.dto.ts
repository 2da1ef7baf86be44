import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import { VARIANT_UUID_PATTERN } from '@job-intake/contracts/forms/forms-api';
import type { PublicJobRequest } from '@job-intake/contracts/guests/guest-api';
import { MAX_ANSWERS_PER_SAVE } from '@job-intake/contracts/job-form/answers';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { ATTACHMENT_MAX_FILES } from '@job-intake/contracts/jobs/jobs-api';
import {
  JOB_NAME_MAX_LENGTH,
  JOB_REFERENCE_MAX_LENGTH,
} from '@job-intake/contracts/jobs/job-settings';
import { CONTACT_NUMBER_PATTERN } from '@job-intake/contracts/text/rule-messages';
import { RequiredCaptchaToken } from '../../../captcha/required-captcha-token.decorator';
import { HasAtMostKeys } from '../../../http/has-at-most-keys.decorator';
import { Nullable } from '../../../http/nullable.decorator';

export class CreatePublicJobRequestDto implements PublicJobRequest {
  @ApiProperty({ description: "The form variant's uuid from /new/{appid}" })
  @Matches(VARIANT_UUID_PATTERN, { message: 'appid must be the id of a public form' })
  @IsString({ message: 'appid must be the id of a public form' })
  appid: string;

  @ApiPropertyOptional({ description: "The link's contact id (digits), making that user creator" })
  @IsOptional()
  @Nullable()
  @Matches(CONTACT_NUMBER_PATTERN, { message: 'cntid must be a contact number (digits only)' })
  @IsString({ message: 'cntid must be a contact number (digits only)' })
  cntid?: string | null;

  @ApiPropertyOptional({ maxLength: JOB_NAME_MAX_LENGTH })
  @IsOptional()
  @MaxLength(JOB_NAME_MAX_LENGTH)
  @IsString()
  project_name?: string;

  @ApiPropertyOptional({ maxLength: JOB_REFERENCE_MAX_LENGTH })
  @IsOptional()
  @MaxLength(JOB_REFERENCE_MAX_LENGTH)
  @IsString()
  reference_no?: string;

  @ApiProperty({
    description:
      "The captcha's token (ALTCHA: the widget's base64 payload), or the grant from POST /new/{appid}/upload-grant",
  })
  @RequiredCaptchaToken()
  recaptcha: string;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Keyed by field id' })
  @HasAtMostKeys(MAX_ANSWERS_PER_SAVE)
  @IsObject({ message: 'answers must be an object keyed by field id' })
  answers: Record<string, AnswerValue>;

  @ApiPropertyOptional({ type: [String], description: 'Ids from POST /new/{appid}/attachments' })
  @IsOptional()
  @IsUUID('4', { each: true, message: 'attachments must be ids of uploaded files' })
  @ArrayUnique({ message: 'attachments must not name a file twice' })
  @ArrayMaxSize(ATTACHMENT_MAX_FILES)
  @IsArray({ message: 'attachments must be a list of uploaded file ids' })
  attachments?: string[];
}
