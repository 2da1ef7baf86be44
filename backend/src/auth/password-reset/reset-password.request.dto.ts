import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  PASSWORD_MAX_LENGTH,
  type ResetPasswordRequest,
} from '@job-intake/contracts/identity/identity-api';
import { trimmed } from '../../http/trimmed.transform';

/** The policy and the match of the two passwords are checked by the service, with its messages. */
export class ResetPasswordRequestDto implements ResetPasswordRequest {
  @ApiProperty({ example: 'user@demo.job-intake.local' })
  @MaxLength(320, { message: 'email must be at most 320 characters' })
  @IsString({ message: 'email must be a string' })
  @IsNotEmpty({ message: 'email should not be empty' })
  @trimmed()
  email: string;

  @ApiProperty({ description: 'The code from the reset link' })
  @MaxLength(200, { message: 'reset_code must be at most 200 characters' })
  @IsString({ message: 'reset_code must be a string' })
  @IsNotEmpty({ message: 'reset_code should not be empty' })
  @trimmed()
  reset_code: string;

  @ApiProperty({ example: 'a new password' })
  @MaxLength(PASSWORD_MAX_LENGTH + 1, {
    message: `new_pass must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'new_pass must be a string' })
  @IsNotEmpty({ message: 'new_pass should not be empty' })
  new_pass: string;

  @ApiProperty({ example: 'a new password' })
  @MaxLength(PASSWORD_MAX_LENGTH + 1, {
    message: `confirm_pass must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'confirm_pass must be a string' })
  @IsNotEmpty({ message: 'confirm_pass should not be empty' })
  confirm_pass: string;
}
