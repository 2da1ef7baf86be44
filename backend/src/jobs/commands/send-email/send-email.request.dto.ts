import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_ADDRESS_MAX_LENGTH,
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_MAX_RECIPIENTS,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TO_MAX_LENGTH,
  type SendEmailRequest,
} from '@job-intake/contracts/emails/emails-api';
import { SHARE_LINK_MAX_SECTIONS } from '@job-intake/contracts/jobs/share-links-api';
import {
  notTextMessage,
  tooLongMessage,
  trueOrFalseMessage,
} from '@job-intake/contracts/text/rule-messages';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ShareLinkSectionIds } from '../../shared/share-link-sections.decorator';
import { SingleLine } from '../../../http/single-line.decorator';
import { RequiredText } from '../../../http/required-text.decorator';

export class SendEmailRequestDto implements SendEmailRequest {
  @ApiProperty({ format: 'uuid', description: 'The job' })
  @IsUUID('4', { message: 'id must be the id of a job' })
  id: string;

  @ApiProperty({
    example: 'ann@example.com, bob@example.org',
    description: `Comma separated, at most ${EMAIL_MAX_RECIPIENTS} addresses`,
  })
  @RequiredText(EMAIL_TO_MAX_LENGTH)
  to: string;

  @ApiProperty({ maxLength: EMAIL_SUBJECT_MAX_LENGTH })
  @SingleLine()
  @RequiredText(EMAIL_SUBJECT_MAX_LENGTH)
  subject: string;

  @ApiProperty({ maxLength: EMAIL_BODY_MAX_LENGTH, description: 'Merge fields like [job_name]' })
  @RequiredText(EMAIL_BODY_MAX_LENGTH)
  body: string;

  @ApiPropertyOptional({
    description: "The sender; the company's config_settings.from when absent",
  })
  @MaxLength(EMAIL_ADDRESS_MAX_LENGTH, {
    message: tooLongMessage('from', EMAIL_ADDRESS_MAX_LENGTH),
  })
  @IsString({ message: notTextMessage('from') })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ description: 'Reminders off for this request' })
  @IsBoolean({ message: trueOrFalseMessage('opt_out') })
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
