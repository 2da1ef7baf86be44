import { ApiProperty } from '@nestjs/swagger';
import type { FinalizeJobRequest } from '@job-intake/contracts/jobs/jobs-api';
import { IsUUID } from 'class-validator';

export class FinalizeJobRequestDto implements FinalizeJobRequest {
  @ApiProperty({ description: 'The job id (the same as in the path)' })
  @IsUUID('4', { message: 'id must be the id of the job' })
  id: string;

  @ApiProperty({ description: "The job's uuid" })
  @IsUUID('all', { message: "uuid must be the job's uuid" })
  uuid: string;
}
