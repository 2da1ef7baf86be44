import { ApiProperty } from '@nestjs/swagger';
import { JOB_SORTS, type JobSearchRequest } from '@job-intake/contracts/jobs/jobs-api';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../http/trimmed.transform';
import { PageQueryDto } from '../../../http/page-query.dto';

export class SearchJobsRequestDto extends PageQueryDto(JOB_SORTS) implements JobSearchRequest {
  @ApiProperty({ example: 'riverside', maxLength: 255 })
  // class-validator runs these bottom-up and stops at the first failure.
  @MaxLength(255)
  @IsNotEmpty({ message: 'query should not be empty' })
  @IsString()
  @trimmed()
  query: string;
}
