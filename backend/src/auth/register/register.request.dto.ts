import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength, Validate } from 'class-validator';
import { COMPANY_LIMITS } from '@job-intake/contracts/identity/company-api';
import { EMAIL_PATTERN } from '@job-intake/contracts/identity/users-api';
import type { RegisterRequest } from '@job-intake/contracts/identity/identity-api';
import { trimmed } from '../../http/trimmed.transform';
import { PasswordPolicy } from '../password-policy.validator';
import { SingleLine } from '../../http/single-line.decorator';

export class RegisterRequestDto implements RegisterRequest {
  @ApiProperty({ example: 'Pat Builder' })
  @SingleLine()
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  @IsString({ message: 'name must be a string' })
  @IsNotEmpty({ message: 'name should not be empty' })
  @trimmed()
  name: string;

  @ApiProperty({ example: 'pat@acme-builders.example' })
  @Matches(EMAIL_PATTERN, { message: 'email must be an e-mail address (name@example.com)' })
  @MaxLength(320, { message: 'email must be at most 320 characters' })
  @IsString({ message: 'email must be a string' })
  @IsNotEmpty({ message: 'email should not be empty' })
  @trimmed()
  email: string;

  @ApiProperty({ example: 'a long password' })
  @Validate(PasswordPolicy)
  @IsString({ message: 'password must be a string' })
  @IsNotEmpty({ message: 'password should not be empty' })
  password: string;

  @ApiProperty({ example: 'Acme Builders' })
  @SingleLine()
  @MaxLength(COMPANY_LIMITS.name, {
    message: `company_name must be at most ${COMPANY_LIMITS.name} characters`,
  })
  @IsString({ message: 'company_name must be a string' })
  @IsNotEmpty({ message: 'company_name should not be empty' })
  @trimmed()
  company_name: string;
}
