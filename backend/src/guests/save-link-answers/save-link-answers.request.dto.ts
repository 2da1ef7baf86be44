import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsObject, IsOptional } from 'class-validator';
import type { GuestResultsRequest } from '@job-intake/contracts/guests/guest-api';
import { MAX_ANSWERS_PER_SAVE } from '@job-intake/contracts/job-form/answers';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { HasAtMostKeys } from '../../http/has-at-most-keys.decorator';
import { trueOrFalseMessage } from '@job-intake/contracts/text/rule-messages';

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
}
