import { ApiProperty } from '@nestjs/swagger';
import type { JobStatusRequest } from '@job-intake/contracts/jobs/jobs-api';
import { IsIn, IsUUID } from 'class-validator';
import { oneOfMessage } from '@job-intake/contracts/text/rule-messages';

export const STATUS_CHANGES = ['open', 'archived', 'deleted'] as const;

export class ChangeJobStatusRequestDto implements JobStatusRequest {
  @ApiProperty({ description: 'The job id (the same as in the path)' })
  @IsUUID('4', { message: 'id must be the id of the job' })
  id: string;

  @ApiProperty({ enum: STATUS_CHANGES, description: 'open re-opens a job in Review' })
  @IsIn(STATUS_CHANGES, { message: oneOfMessage('status', STATUS_CHANGES) })
  status: JobStatusRequest['status'];
}
