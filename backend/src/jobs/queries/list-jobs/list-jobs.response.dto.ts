import { ApiProperty } from '@nestjs/swagger';
import { JOB_SORTS, type JobListResponse } from '@job-intake/contracts/jobs/jobs-api';
import { PagedResponseDto } from '../../../http/paged.response.dto';
import { JobListItemDto } from '../shared/job-list-item.response.dto';

export class JobListResponseDto extends PagedResponseDto(JOB_SORTS) implements JobListResponse {
  @ApiProperty({ type: () => [JobListItemDto] })
  jobs: JobListItemDto[];

  @ApiProperty({ type: 'integer', description: 'Every job of the list, over all pages' })
  total: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Send as before for the previous page',
  })
  before: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Send as after for the next page' })
  after: string | null;
}
