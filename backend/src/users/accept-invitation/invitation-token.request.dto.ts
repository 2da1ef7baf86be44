import { ApiProperty } from '@nestjs/swagger';
import {
  INVITATION_TOKEN_MAX_LENGTH,
  type InvitationTokenRequest,
} from '@job-intake/contracts/identity/users-api';
import { trimmed } from '../../http/trimmed.transform';
import { RequiredText } from '../../http/required-text.decorator';

export class InvitationTokenRequestDto implements InvitationTokenRequest {
  @ApiProperty({ description: 'The token of the invitation link' })
  @RequiredText(INVITATION_TOKEN_MAX_LENGTH, 'string')
  @trimmed()
  token: string;
}
