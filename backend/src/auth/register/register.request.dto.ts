import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, Validate } from 'class-validator';
import { COMPANY_LIMITS } from '@job-intake/contracts/identity/company-api';
import { EMAIL_PATTERN, USER_NAME_MAX_LENGTH } from '@job-intake/contracts/identity/users-api';
import {
  SIGN_IN_EMAIL_MAX_LENGTH,
  SIGN_IN_EMAIL_MESSAGE,
  type RegisterRequest,
} from '@job-intake/contracts/identity/identity-api';
import { notStringMessage, requiredMessage } from '@job-intake/contracts/text/rule-messages';
import { trimmed } from '../../http/trimmed.transform';
import { PasswordPolicy } from '../password-policy.validator';
import { SingleLine } from '../../http/single-line.decorator';
import { RequiredText } from '../../http/required-text.decorator';

export class RegisterRequestDto implements RegisterRequest {
  @ApiProperty({ example: 'Pat Builder' })
  @SingleLine()
  @RequiredText(USER_NAME_MAX_LENGTH, 'string')
  @trimmed()
  name: string;

  @ApiProperty({ example: 'pat@acme-builders.example' })
  @Matches(EMAIL_PATTERN, { message: SIGN_IN_EMAIL_MESSAGE })
  @RequiredText(SIGN_IN_EMAIL_MAX_LENGTH, 'string')
  @trimmed()
  email: string;

  @ApiProperty({ example: 'a long password' })
  @Validate(PasswordPolicy)
  @IsString({ message: notStringMessage('password') })
  @IsNotEmpty({ message: requiredMessage('password') })
  password: string;

  @ApiProperty({ example: 'Acme Builders' })
  @SingleLine()
  @RequiredText(COMPANY_LIMITS.name, 'string')
  @trimmed()
  company_name: string;
}
