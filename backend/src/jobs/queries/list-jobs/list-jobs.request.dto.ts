import { ApiPropertyOptional } from '@nestjs/swagger';
import { JOB_LISTS, type JobListName } from '@job-intake/contracts/jobs/job-status';
import type { JobListQuery } from '@job-intake/contracts/jobs/jobs-api';
import { IsIn, IsOptional } from 'class-validator';
import { JobPageQueryDto } from '../shared/job-page-query.dto';
import { oneOfMessage } from '@job-intake/contracts/text/rule-messages';

export class ListJobsRequestDto extends JobPageQueryDto implements JobListQuery {
  @ApiPropertyOptional({ enum: JOB_LISTS, default: 'open' })
  @IsOptional()
  @IsIn(JOB_LISTS, { message: oneOfMessage('list', JOB_LISTS) })
  list?: JobListName;
}
