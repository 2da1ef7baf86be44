import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  COLUMN_CHOICES,
  LIST_COUNTS,
  type ColumnChoice,
  type UserConfigRequest,
} from '@job-intake/contracts/identity/identity-api';

export class UserConfigRequestDto implements UserConfigRequest {
  @ApiProperty({ enum: LIST_COUNTS, example: 100, description: 'Jobs per page' })
  @IsIn(LIST_COUNTS, { message: `list_count must be one of: ${LIST_COUNTS.join(', ')}` })
  list_count: number;

  @ApiProperty({
    enum: COLUMN_CHOICES,
    example: 'form_variant',
    description: 'Logo or location column',
  })
  @IsIn(COLUMN_CHOICES, { message: `column_choice must be one of: ${COLUMN_CHOICES.join(', ')}` })
  column_choice: ColumnChoice;
}
