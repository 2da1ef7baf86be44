import { ApiProperty } from '@nestjs/swagger';
import type { OptOutRequest } from '@job-intake/contracts/emails/emails-api';
import { IsBoolean, IsUUID } from 'class-validator';
import { trueOrFalseMessage } from '@job-intake/contracts/text/rule-messages';

export class SetEmailOptOutRequestDto implements OptOutRequest {
  @ApiProperty({ format: 'uuid', description: 'The e-mail' })
  @IsUUID('4', { message: 'id must be the id of an e-mail' })
  id: string;

  @ApiProperty({ description: 'true: reminders off; false: on again' })
  @IsBoolean({ message: trueOrFalseMessage('opt_out') })
  opt_out: boolean;
}
