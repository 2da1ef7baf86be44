import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { InvitationTokenRequest } from '@job-intake/contracts/identity/users-api';
import { trimmed } from '../../http/trimmed.transform';

export class InvitationTokenRequestDto implements InvitationTokenRequest {
  @ApiProperty({ description: 'The token of the invitation link' })
  @MaxLength(200, { message: 'token must be at most 200 characters' })
  @IsString({ message: 'token must be a string' })
  @IsNotEmpty({ message: 'token should not be empty' })
  @trimmed()
  token: string;
}
