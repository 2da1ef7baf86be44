import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { EmailTemplatePreviewRequest } from '@job-intake/contracts/emails/emails-api';
import { EmailPreviewRequestDto } from '../shared/email-preview.request.dto';

/** POST /emailTemplate/preview: the draft as typed, for a sample job with or without its optional values. */
export class EmailTemplatePreviewRequestDto
  extends EmailPreviewRequestDto
  implements EmailTemplatePreviewRequest
{
  @ApiPropertyOptional({
    description: 'true: a sample job without a customer name and a job number',
  })
  @IsOptional()
  @IsBoolean({ message: '$property must be true or false' })
  without_optional?: boolean;
}
