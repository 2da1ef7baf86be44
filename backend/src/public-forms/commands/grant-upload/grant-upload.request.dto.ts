import { ApiProperty } from '@nestjs/swagger';
import type { PublicUploadGrantRequest } from '@job-intake/contracts/guests/guest-api';
import { RequiredCaptchaToken } from '../../../captcha/required-captcha-token.decorator';

export class GrantUploadRequestDto implements PublicUploadGrantRequest {
  @ApiProperty({ description: "The captcha's token (ALTCHA: the widget's base64 payload)" })
  @RequiredCaptchaToken()
  recaptcha: string;
}
