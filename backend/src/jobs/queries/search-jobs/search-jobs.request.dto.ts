import { ApiProperty } from '@nestjs/swagger';
import {
  JOB_SEARCH_MAX_LENGTH,
  JOB_SORTS,
  type JobSearchRequest,
} from '@job-intake/contracts/jobs/jobs-api';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { requiredMessage } from '@job-intake/contracts/text/rule-messages';
import { trimmed } from '../../../http/trimmed.transform';
import { PageQueryDto } from '../../../http/page-query.dto';

export class SearchJobsRequestDto extends PageQueryDto(JOB_SORTS) implements JobSearchRequest {
  @ApiProperty({ example: 'riverside', maxLength: JOB_SEARCH_MAX_LENGTH })
  // class-validator runs these bottom-up and stops at the first failure.
  @MaxLength(JOB_SEARCH_MAX_LENGTH)
  @IsNotEmpty({ message: requiredMessage('query') })
  @IsString()
  @trimmed()
  query: string;
}
