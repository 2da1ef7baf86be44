import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_PATTERN } from '@job-intake/contracts/identity/users-api';
import type { ResetRequest } from '@job-intake/contracts/identity/identity-api';
import { trimmed } from '../../http/trimmed.transform';

export class ResetRequestDto implements ResetRequest {
  @ApiProperty({ example: 'user@demo.job-intake.local' })
  @Matches(EMAIL_PATTERN, { message: 'email must be an e-mail address (name@example.com)' })
  @MaxLength(320, { message: 'email must be at most 320 characters' })
  @IsString({ message: 'email must be a string' })
  @IsNotEmpty({ message: 'email should not be empty' })
  @trimmed()
  email: string;
}
