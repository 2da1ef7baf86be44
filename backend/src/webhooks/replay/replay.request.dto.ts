import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsISO8601, Min, ValidateIf } from 'class-validator';
import { wholeNumberMessage } from '@job-intake/contracts/text/rule-messages';

/** One of the two: every subscribed event since a date, or since a stream position. */
export class ReplayRequestDto {
  @ApiPropertyOptional({ example: '2026-11-01T00:00:00Z', description: 'Events since this time' })
  @IsISO8601({ strict: true }, { message: 'from_date must be a date, like 2026-11-01T00:00:00Z' })
  @ValidateIf((body: ReplayRequestDto) => body.from_date !== undefined)
  from_date?: string;

  @ApiPropertyOptional({
    minimum: 0,
    description: "Events at or after this store position (a payload's data.position)",
  })
  @Min(0, { message: 'from_position must be 0 or more' })
  @IsInt({ message: wholeNumberMessage('from_position') })
  @ValidateIf((body: ReplayRequestDto) => body.from_position !== undefined)
  from_position?: number;
}
