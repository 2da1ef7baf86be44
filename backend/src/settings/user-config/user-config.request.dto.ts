import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  COLUMN_CHOICES,
  LIST_COUNTS,
  type ColumnChoice,
  type UserConfigRequest,
} from '@job-intake/contracts/identity/identity-api';
import { oneOfMessage } from '@job-intake/contracts/text/rule-messages';

export class UserConfigRequestDto implements UserConfigRequest {
  @ApiProperty({ enum: LIST_COUNTS, example: 100, description: 'Jobs per page' })
  @IsIn(LIST_COUNTS, { message: oneOfMessage('list_count', LIST_COUNTS) })
  list_count: number;

  @ApiProperty({
    enum: COLUMN_CHOICES,
    example: 'form_variant',
    description: 'Logo or location column',
  })
  @IsIn(COLUMN_CHOICES, { message: oneOfMessage('column_choice', COLUMN_CHOICES) })
  column_choice: ColumnChoice;
}
