import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { LoginRequest } from '@job-intake/contracts/identity/identity-api';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CAPTCHA_TOKEN_MAX_LENGTH } from '../../captcha/required-captcha-token.decorator';
import { trimmed } from '../../http/trimmed.transform';

export class LoginRequestDto implements LoginRequest {
  @ApiProperty({ example: 'admin@demo.job-intake.local' })
  @MaxLength(320)
  @IsString()
  @IsNotEmpty({ message: 'email should not be empty' })
  @trimmed()
  email: string;

  @ApiProperty({ example: 'demo-admin-pass' })
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'password should not be empty' })
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
