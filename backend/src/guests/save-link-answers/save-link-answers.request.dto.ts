import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsObject, IsOptional, Max, Min } from 'class-validator';
import type { GuestResultsRequest } from '@job-intake/contracts/guests/guest-api';
import { MAX_ANSWERS_PER_SAVE } from '@job-intake/contracts/job-form/answers';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { HasAtMostKeys } from '../../http/has-at-most-keys.decorator';
import {
  atLeastMessage,
  atMostMessage,
  trueOrFalseMessage,
  wholeNumberMessage,
} from '@job-intake/contracts/text/rule-messages';

export class GuestResultsRequestDto implements GuestResultsRequest {
  @ApiProperty({
    description:
      "Answers keyed by field id, only fields of the link's sections: text, amounts, dates, choice ids, lists of choice ids, address objects; null clears",
    type: 'object',
    additionalProperties: true,
  })
  @HasAtMostKeys(MAX_ANSWERS_PER_SAVE)
  @IsObject({ message: 'answers must be an object keyed by field id' })
  answers: Record<string, AnswerValue>;

  @ApiPropertyOptional({ description: 'Submit Form: the link is complete after this save' })
  @IsOptional()
  @IsBoolean({ message: trueOrFalseMessage('submit') })
  submit?: boolean;

  @ApiPropertyOptional({
    description:
      "The job's revision the answers were based on (the link's, or the last save's): fields someone else changed after it come back in conflicts instead of being overwritten",
    minimum: 0,
  })
  @IsOptional()
  @Max(Number.MAX_SAFE_INTEGER, {
    message: atMostMessage('base_revision', Number.MAX_SAFE_INTEGER),
  })
  @Min(0, { message: atLeastMessage('base_revision', 0) })
  @IsInt({ message: wholeNumberMessage('base_revision') })
  base_revision?: number;
}
