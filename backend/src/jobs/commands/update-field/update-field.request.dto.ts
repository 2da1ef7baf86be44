import { ApiProperty } from '@nestjs/swagger';
import type { SingleFieldUpdateRequest } from '@job-intake/contracts/job-form/job-form-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { JOB_FIELD_NAME_MAX_LENGTH } from '@job-intake/contracts/jobs/jobs-api';
import { requiredMessage } from '@job-intake/contracts/text/rule-messages';
import { Allow, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Nullable } from '../../../http/nullable.decorator';

export class UpdateFieldRequestDto implements SingleFieldUpdateRequest {
  @ApiProperty({ description: 'The field id', example: '00000000-0000-4000-8000-000000f06001' })
  @MaxLength(JOB_FIELD_NAME_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: requiredMessage('field') })
  field: string;

  @ApiProperty({
    description: 'The answer, as in POST /job/{id}/results; null clears it',
    oneOf: [{ type: 'string' }, { type: 'array' }, { type: 'object' }],
    nullable: true,
  })
  @Allow()
  @Nullable()
  value: AnswerValue;
}
