import { ApiPropertyOptional } from '@nestjs/swagger';
import { JOB_LISTS, type JobListName } from '@job-intake/contracts/jobs/job-status';
import type { JobListQuery } from '@job-intake/contracts/jobs/jobs-api';
import { IsIn, IsOptional } from 'class-validator';
import { JobPageRequestDto } from '../shared/job-page.request.dto';

export class ListJobsRequestDto extends JobPageRequestDto implements JobListQuery {
  @ApiPropertyOptional({ enum: JOB_LISTS, default: 'open' })
  @IsOptional()
  @IsIn(JOB_LISTS, { message: `list must be one of: ${JOB_LISTS.join(', ')}` })
  list?: JobListName;
}
