import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { EmailTemplatePreviewRequest } from '@job-intake/contracts/emails/emails-api';
import { EmailPreviewRequestDto } from '../shared/email-preview.request.dto';
import { trueOrFalseMessage } from '@job-intake/contracts/text/rule-messages';

/** POST /emailTemplate/preview: the draft as typed, for a sample job with or without its optional values. */
export class EmailTemplatePreviewRequestDto
  extends EmailPreviewRequestDto
  implements EmailTemplatePreviewRequest
{
  @ApiPropertyOptional({
    description: 'true: a sample job without a customer name and a job number',
  })
  @IsOptional()
  @IsBoolean({ message: trueOrFalseMessage('$property') })
  without_optional?: boolean;
}
