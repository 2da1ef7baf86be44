import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { PublicUploadGrantRequest } from '@job-intake/contracts/guests/guest-api';

/** An ALTCHA payload is about a kilobyte, a reCAPTCHA token about two. */
const CAPTCHA_TOKEN_MAX_LENGTH = 10_000;

export class GrantUploadRequestDto implements PublicUploadGrantRequest {
  @ApiProperty({ description: "The captcha's token (ALTCHA: the widget's base64 payload)" })
  @MaxLength(CAPTCHA_TOKEN_MAX_LENGTH)
  @IsNotEmpty({ message: 'recaptcha should not be empty: solve the captcha' })
  @IsString({ message: 'recaptcha must be a string' })
  recaptcha: string;
}
