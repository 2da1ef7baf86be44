import { ApiProperty } from '@nestjs/swagger';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  type JobEmailPreviewRequest,
} from '@job-intake/contracts/emails/emails-api';
import { notStringMessage, tooLongMessage } from '@job-intake/contracts/text/rule-messages';
import { IsString, MaxLength } from 'class-validator';
import { stacked } from '../../http/stacked.decorator';

/** Text of at most `max` characters, maybe empty. */
const OptionalText = (max: number) =>
  stacked(
    MaxLength(max, { message: tooLongMessage('$property', max) }),
    IsString({ message: notStringMessage('$property') }),
  );

/** A preview's subject and body as typed; either may still be empty. */
export class EmailPreviewRequestDto implements JobEmailPreviewRequest {
  @ApiProperty({ maxLength: EMAIL_SUBJECT_MAX_LENGTH, example: '[company_name] | [job_name]' })
  @OptionalText(EMAIL_SUBJECT_MAX_LENGTH)
  subject: string;

  @ApiProperty({ maxLength: EMAIL_BODY_MAX_LENGTH, description: 'Text with [merge_fields]' })
  @OptionalText(EMAIL_BODY_MAX_LENGTH)
  body: string;
}
