import { ApiProperty } from '@nestjs/swagger';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATE_TITLE_MAX_LENGTH,
  type EmailTemplateRequest,
} from '@job-intake/contracts/emails/emails-api';
import { trimmed } from '../../http/trimmed.transform';
import { SingleLine } from '../../http/single-line.decorator';
import { RequiredText } from '../../http/required-text.decorator';

/** POST /emailTemplate and PATCH /emailTemplate/{id}: the whole template, every field required. */
export class EmailTemplateRequestDto implements EmailTemplateRequest {
  @ApiProperty({ maxLength: EMAIL_TEMPLATE_TITLE_MAX_LENGTH, example: 'First request' })
  @SingleLine()
  @RequiredText(EMAIL_TEMPLATE_TITLE_MAX_LENGTH, 'string')
  @trimmed()
  title: string;

  @ApiProperty({ maxLength: EMAIL_SUBJECT_MAX_LENGTH, example: '[company_name] | [job_name]' })
  // A line break in a subject would start a new mail header.
  @SingleLine()
  @RequiredText(EMAIL_SUBJECT_MAX_LENGTH, 'string')
  @trimmed()
  subject: string;

  @ApiProperty({ maxLength: EMAIL_BODY_MAX_LENGTH, description: 'Text with [merge_fields]' })
  @RequiredText(EMAIL_BODY_MAX_LENGTH, 'string')
  body: string;
}
