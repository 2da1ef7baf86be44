import { ApiProperty } from '@nestjs/swagger';
import { JOB_SEARCH_MAX_LENGTH, type JobSearchRequest } from '@job-intake/contracts/jobs/jobs-api';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { requiredMessage } from '@job-intake/contracts/text/rule-messages';
import { trimmed } from '../../../http/trimmed.transform';
import { JobPageQueryDto } from '../shared/job-page-query.dto';

export class SearchJobsRequestDto extends JobPageQueryDto implements JobSearchRequest {
  @ApiProperty({ example: 'riverside', maxLength: JOB_SEARCH_MAX_LENGTH })
  // class-validator runs these bottom-up and stops at the first failure.
  @MaxLength(JOB_SEARCH_MAX_LENGTH)
  @IsNotEmpty({ message: requiredMessage('query') })
  @IsString()
  @trimmed()
  query: string;
}
