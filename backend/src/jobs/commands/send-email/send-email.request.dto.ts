import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_MAX_RECIPIENTS,
  EMAIL_SUBJECT_MAX_LENGTH,
  type SendEmailRequest,
} from '@job-intake/contracts/emails/emails-api';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  SHARE_LINK_MAX_SECTIONS,
  ShareLinkSectionIds,
} from '../../shared/share-link-sections.decorator';
import { SingleLine } from '../../../http/single-line.decorator';

/** An address is at most 254 characters (RFC 5321); the list holds a comma and space between. */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
const TO_MAX_LENGTH = EMAIL_MAX_RECIPIENTS * (EMAIL_ADDRESS_MAX_LENGTH + 2);

export class SendEmailRequestDto implements SendEmailRequest {
  @ApiProperty({ format: 'uuid', description: 'The job' })
  @IsUUID('4', { message: 'id must be the id of a job' })
  id: string;

  @ApiProperty({
    example: 'ann@example.com, bob@example.org',
    description: `Comma separated, at most ${EMAIL_MAX_RECIPIENTS} addresses`,
  })
  @MaxLength(TO_MAX_LENGTH, { message: `to must be at most ${TO_MAX_LENGTH} characters` })
  @IsString({ message: 'to must be text' })
  @IsNotEmpty({ message: 'to should not be empty' })
  to: string;

  @ApiProperty({ maxLength: EMAIL_SUBJECT_MAX_LENGTH })
  @SingleLine()
  @MaxLength(EMAIL_SUBJECT_MAX_LENGTH, {
    message: `subject must be at most ${EMAIL_SUBJECT_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'subject must be text' })
  @IsNotEmpty({ message: 'subject should not be empty' })
  subject: string;

  @ApiProperty({ maxLength: EMAIL_BODY_MAX_LENGTH, description: 'Merge fields like [job_name]' })
  @MaxLength(EMAIL_BODY_MAX_LENGTH, {
    message: `body must be at most ${EMAIL_BODY_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'body must be text' })
  @IsNotEmpty({ message: 'body should not be empty' })
  body: string;

  @ApiPropertyOptional({
    description: "The sender; the company's config_settings.from when absent",
  })
  @MaxLength(EMAIL_ADDRESS_MAX_LENGTH, {
    message: `from must be at most ${EMAIL_ADDRESS_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'from must be text' })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ description: 'Reminders off for this request' })
  @IsBoolean({ message: 'opt_out must be true or false' })
  @IsOptional()
  opt_out?: boolean;

  @ApiPropertyOptional({
    type: [String],
    description: "Section ids of the job's form the request's link covers; all when absent",
    maxItems: SHARE_LINK_MAX_SECTIONS,
  })
  @ShareLinkSectionIds()
  @IsOptional()
  sections?: string[];
}
