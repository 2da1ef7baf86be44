import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PASSWORD_MAX_LENGTH,
  SIGN_IN_EMAIL_MAX_LENGTH,
  type LoginRequest,
} from '@job-intake/contracts/identity/identity-api';
import { requiredMessage } from '@job-intake/contracts/text/rule-messages';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CAPTCHA_TOKEN_MAX_LENGTH } from '../../captcha/required-captcha-token.decorator';
import { trimmed } from '../../http/trimmed.transform';

export class LoginRequestDto implements LoginRequest {
  @ApiProperty({ example: 'admin@demo.job-intake.local' })
  @MaxLength(SIGN_IN_EMAIL_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: requiredMessage('email') })
  @trimmed()
  email: string;

  @ApiProperty({ example: 'demo-admin-pass' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: requiredMessage('password') })
  password: string;

  @ApiPropertyOptional({
    description:
      "The solved captcha's token (ALTCHA: the widget's base64 payload), once a sign-in was answered 428",
  })
  @MaxLength(CAPTCHA_TOKEN_MAX_LENGTH)
  @IsString()
  @IsOptional()
  captcha?: string;
}
