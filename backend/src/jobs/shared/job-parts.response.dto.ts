import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { JobFormVariant, JobProgress } from '@job-intake/contracts/jobs/job-events';

/** The OpenAPI schemas of the parts several job answers share (contracts/src/jobs/). */

/** One answer (contracts: AnswerValue): text, a list of choice ids, an address object or null. */
export const ANSWER_VALUE_SCHEMA = {
  nullable: true,
  oneOf: [
    { type: 'string' },
    { type: 'array', items: { type: 'string' } },
    { type: 'object', additionalProperties: { type: 'string' } },
  ],
};

/** Answers keyed by field id. */
export const ANSWERS_PROPERTY: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: ANSWER_VALUE_SCHEMA,
  description:
    'Answers keyed by field id: text, amounts ("1234.50"), dates ("2025-03-07"), choice ids, lists of choice ids, address objects; null clears',
};

export class JobProgressDto implements JobProgress {
  @ApiProperty({ minimum: 0, maximum: 100, description: 'Over the required fields shown' })
  percent: number;

  @ApiProperty({ type: 'integer', description: 'Required fields still empty' })
  remaining: number;
}

export class JobFormVariantDto implements JobFormVariant {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true, description: 'Where the logo image is served' })
  logo_url: string | null;
}

export class UserNameDto {
  @ApiProperty()
  name: string;
}
