import { ApiProperty } from '@nestjs/swagger';
import {
  RESET_CODE_MAX_LENGTH,
  SIGN_IN_EMAIL_MAX_LENGTH,
  type ResetPasswordRequest,
} from '@job-intake/contracts/identity/identity-api';
import { trimmed } from '../../http/trimmed.transform';
import { RequiredText } from '../../http/required-text.decorator';
import { NewPassword } from '../password-policy.validator';

/** The policy and the match of the two passwords are checked by the service, with its messages. */
export class ResetPasswordRequestDto implements ResetPasswordRequest {
  @ApiProperty({ example: 'user@demo.job-intake.local' })
  @RequiredText(SIGN_IN_EMAIL_MAX_LENGTH, 'string')
  @trimmed()
  email: string;

  @ApiProperty({ description: 'The code from the reset link' })
  @RequiredText(RESET_CODE_MAX_LENGTH, 'string')
  @trimmed()
  reset_code: string;

  @ApiProperty({ example: 'a new password' })
  @NewPassword()
  new_pass: string;

  @ApiProperty({ example: 'a new password' })
  @NewPassword()
  confirm_pass: string;
}
