import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { JOB_SORTS, type JobSort } from '@job-intake/contracts/jobs/jobs-api';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  PAGE_SIZES,
  SORT_DIRECTIONS,
  type PageQuery,
  type PageSize,
  type SortDirection,
} from '@job-intake/contracts/paging';

const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;

/** Paging of a job list or search: in the query string of GET /jobs, in the body of POST /search. */
export class JobPageRequestDto implements PageQuery<JobSort> {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  // class-validator runs these bottom-up and stops at the first failure.
  @Max(MAX_PAGE, { message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @IsInt({ message: PAGE_MESSAGE })
  @Type(() => Number)
  @IsOptional()
  page?: number;

  @ApiPropertyOptional({ enum: PAGE_SIZES, default: DEFAULT_PAGE_SIZE })
  @IsIn(PAGE_SIZES, { message: `size must be one of: ${PAGE_SIZES.join(', ')}` })
  @Type(() => Number)
  @IsOptional()
  size?: PageSize;

  @ApiPropertyOptional({ enum: JOB_SORTS })
  @IsIn(JOB_SORTS, { message: `sort must be one of: ${JOB_SORTS.join(', ')}` })
  @IsOptional()
  sort?: JobSort;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, description: 'asc when a sort is given' })
  @IsIn(SORT_DIRECTIONS, { message: `dir must be one of: ${SORT_DIRECTIONS.join(', ')}` })
  @IsOptional()
  dir?: SortDirection;
}
