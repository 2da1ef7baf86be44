import { ApiProperty } from '@nestjs/swagger';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  type EmailTemplatePreviewRequest,
} from '@job-intake/contracts/emails/emails-api';
import { aString, atMost } from '../shared/email-template.request.dto';

/** POST /emailTemplate/preview: the draft as typed; either may still be empty. */
export class EmailTemplatePreviewRequestDto implements EmailTemplatePreviewRequest {
  @ApiProperty({ maxLength: EMAIL_SUBJECT_MAX_LENGTH, example: '[company_name] | [job_name]' })
  @atMost(EMAIL_SUBJECT_MAX_LENGTH)
  @aString()
  subject: string;

  @ApiProperty({ maxLength: EMAIL_BODY_MAX_LENGTH, description: 'Text with [merge_fields]' })
  @atMost(EMAIL_BODY_MAX_LENGTH)
  @aString()
  body: string;
}
