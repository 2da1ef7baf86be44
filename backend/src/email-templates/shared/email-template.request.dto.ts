import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATE_TITLE_MAX_LENGTH,
  type EmailTemplateRequest,
} from '@job-intake/contracts/emails/emails-api';
import { trimmed } from '../../http/trimmed.transform';
import { SingleLine } from '../../http/single-line.decorator';

export const atMost = (max: number) =>
  MaxLength(max, { message: `$property must be at most ${max} characters` });
const required = () => IsNotEmpty({ message: '$property should not be empty' });
export const aString = () => IsString({ message: '$property must be a string' });

/** POST /emailTemplate and PATCH /emailTemplate/{id}: the whole template, every field required. */
export class EmailTemplateRequestDto implements EmailTemplateRequest {
  @ApiProperty({ maxLength: EMAIL_TEMPLATE_TITLE_MAX_LENGTH, example: 'First request' })
  @SingleLine()
  @atMost(EMAIL_TEMPLATE_TITLE_MAX_LENGTH)
  @aString()
  @required()
  @trimmed()
  title: string;

  @ApiProperty({ maxLength: EMAIL_SUBJECT_MAX_LENGTH, example: '[company_name] | [job_name]' })
  // A line break in a subject would start a new mail header.
  @SingleLine()
  @atMost(EMAIL_SUBJECT_MAX_LENGTH)
  @aString()
  @required()
  @trimmed()
  subject: string;

  @ApiProperty({ maxLength: EMAIL_BODY_MAX_LENGTH, description: 'Text with [merge_fields]' })
  @atMost(EMAIL_BODY_MAX_LENGTH)
  @aString()
  @required()
  body: string;
}
