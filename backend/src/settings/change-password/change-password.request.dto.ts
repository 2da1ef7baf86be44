import { ApiProperty } from '@nestjs/swagger';
import {
  PASSWORD_MAX_LENGTH,
  type ChangePasswordRequest,
} from '@job-intake/contracts/identity/identity-api';
import { RequiredText } from '../../http/required-text.decorator';
import { NewPassword } from '../../auth/password-policy.validator';

/** The new password's policy is checked by the controller, with the message the UI shows. */
export class ChangePasswordRequestDto implements ChangePasswordRequest {
  @ApiProperty({ description: 'The current password' })
  @RequiredText(PASSWORD_MAX_LENGTH, 'string')
  current: string;

  @ApiProperty({ description: 'The new password' })
  @NewPassword()
  new_pass: string;
}
