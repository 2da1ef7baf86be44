import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  PASSWORD_MAX_LENGTH,
  type ChangePasswordRequest,
} from '@job-intake/contracts/identity/identity-api';

/** The new password's policy is checked by the controller, with the message the UI shows. */
export class ChangePasswordRequestDto implements ChangePasswordRequest {
  @ApiProperty({ description: 'The current password' })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `current must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'current must be a string' })
  @IsNotEmpty({ message: 'current should not be empty' })
  current: string;

  @ApiProperty({ description: 'The new password' })
  @MaxLength(PASSWORD_MAX_LENGTH + 1, {
    message: `new_pass must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'new_pass must be a string' })
  @IsNotEmpty({ message: 'new_pass should not be empty' })
  new_pass: string;
}
