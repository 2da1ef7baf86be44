import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { UpdateJobRequest } from '@job-intake/contracts/jobs/jobs-api';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { trimmed } from '../../../http/trimmed.transform';

export class RenameJobRequestDto implements UpdateJobRequest {
  @ApiProperty({ example: 'Riverside Mall, phase 3', maxLength: 255 })
  // class-validator runs these bottom-up and stops at the first failure.
  @MaxLength(255)
  @IsString()
  @IsNotEmpty({ message: 'name should not be empty' })
  @trimmed()
  name: string;

  @ApiPropertyOptional({ description: 'The revision the client last saw; a stale one answers 409' })
  @IsOptional()
  @IsInt()
  @Min(0)
  expected_revision?: number;
}
