import { ApiProperty } from '@nestjs/swagger';
import type { SaveAnswersRequest } from '@job-intake/contracts/job-form/job-form-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { MAX_ANSWERS_PER_SAVE } from '@job-intake/contracts/job-form/answers';
import { IsObject, IsUUID } from 'class-validator';
import { HasAtMostKeys } from '../../../http/has-at-most-keys.decorator';
import { ANSWERS_PROPERTY } from '../../shared/job-parts.response.dto';

export class SaveAnswersRequestDto implements SaveAnswersRequest {
  @ApiProperty({ description: 'The job id; must be the job in the path', format: 'uuid' })
  @IsUUID('4', { message: 'id must be the id of the job' })
  id: string;

  @ApiProperty({
    ...ANSWERS_PROPERTY,
    example: { '00000000-0000-4000-8000-000000f06001': '125000.00' },
  })
  @HasAtMostKeys(MAX_ANSWERS_PER_SAVE)
  @IsObject({ message: 'answers must be an object keyed by field id' })
  answers: Record<string, AnswerValue>;
}
