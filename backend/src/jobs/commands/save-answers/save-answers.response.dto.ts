import { ApiProperty } from '@nestjs/swagger';
import type { SaveAnswersResponse, SavedAnswer } from '@job-intake/contracts/job-form/job-form-api';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import {
  ANSWERS_PROPERTY,
  ANSWER_VALUE_SCHEMA,
  JobProgressDto,
} from '../../shared/job-parts.response.dto';

export class SavedAnswerDto implements SavedAnswer {
  @ApiProperty({ format: 'uuid' })
  field_id: string;

  @ApiProperty({ ...ANSWER_VALUE_SCHEMA, description: 'As stored' })
  value: AnswerValue;
}

export class SaveAnswersResponseDto implements SaveAnswersResponse {
  @ApiProperty({ type: () => [SavedAnswerDto], description: 'The answers this save changed' })
  results: SavedAnswerDto[];

  @ApiProperty({ type: () => JobProgressDto })
  progress: JobProgressDto;

  @ApiProperty({ ...ANSWERS_PROPERTY, description: 'Every answer of the job after the save' })
  answerData: Record<string, AnswerValue>;
}
