import { ApiProperty } from '@nestjs/swagger';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  type JobEmailPreviewRequest,
} from '@job-intake/contracts/emails/emails-api';
import { aString, atMost } from './email-template.request.dto';

/** A preview's subject and body as typed; either may still be empty. */
export class EmailPreviewRequestDto implements JobEmailPreviewRequest {
  @ApiProperty({ maxLength: EMAIL_SUBJECT_MAX_LENGTH, example: '[company_name] | [job_name]' })
  @atMost(EMAIL_SUBJECT_MAX_LENGTH)
  @aString()
  subject: string;

  @ApiProperty({ maxLength: EMAIL_BODY_MAX_LENGTH, description: 'Text with [merge_fields]' })
  @atMost(EMAIL_BODY_MAX_LENGTH)
  @aString()
  body: string;
}
