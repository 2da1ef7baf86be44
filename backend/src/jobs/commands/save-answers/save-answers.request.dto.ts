import { ApiProperty } from '@nestjs/swagger';
import type { SaveAnswersRequest } from '@job-intake/contracts/job-form/job-form-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { MAX_ANSWERS_PER_SAVE } from '@job-intake/contracts/job-form/answers';
import { IsObject, IsUUID } from 'class-validator';
import { HasAtMostKeys } from '../../../http/has-at-most-keys.decorator';

export class SaveAnswersRequestDto implements SaveAnswersRequest {
  @ApiProperty({ description: 'The job id; must be the job in the path', format: 'uuid' })
  @IsUUID('4', { message: 'id must be the id of the job' })
  id: string;

  @ApiProperty({
    description:
      'Answers keyed by field id: text, amounts ("1234.50"), dates ("2025-03-07"), choice ids, lists of choice ids, address objects; null clears',
    example: { '00000000-0000-4000-8000-000000f06001': '125000.00' },
    type: 'object',
    additionalProperties: true,
  })
  @HasAtMostKeys(MAX_ANSWERS_PER_SAVE)
  @IsObject({ message: 'answers must be an object keyed by field id' })
  answers: Record<string, AnswerValue>;
}
