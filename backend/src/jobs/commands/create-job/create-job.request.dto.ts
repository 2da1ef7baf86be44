import { ApiProperty } from '@nestjs/swagger';
import type { CreateJobRequest } from '@job-intake/contracts/jobs/jobs-api';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../http/trimmed.transform';

export class CreateJobRequestDto implements CreateJobRequest {
  @ApiProperty({ example: 'Riverside Mall, phase 2', maxLength: 255 })
  // class-validator runs these bottom-up and stops at the first failure.
  @MaxLength(255)
  @IsString()
  @IsNotEmpty({ message: 'name should not be empty' })
  @trimmed()
  name: string;
}
