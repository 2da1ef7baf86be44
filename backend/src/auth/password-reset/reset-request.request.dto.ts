import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { EMAIL_PATTERN } from '@job-intake/contracts/identity/users-api';
import {
  SIGN_IN_EMAIL_MAX_LENGTH,
  SIGN_IN_EMAIL_MESSAGE,
  type ResetRequest,
} from '@job-intake/contracts/identity/identity-api';
import { trimmed } from '../../http/trimmed.transform';
import { RequiredText } from '../../http/required-text.decorator';

export class ResetRequestDto implements ResetRequest {
  @ApiProperty({ example: 'user@demo.job-intake.local' })
  @Matches(EMAIL_PATTERN, { message: SIGN_IN_EMAIL_MESSAGE })
  @RequiredText(SIGN_IN_EMAIL_MAX_LENGTH, 'string')
  @trimmed()
  email: string;
}
