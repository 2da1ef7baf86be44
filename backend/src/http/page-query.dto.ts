import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  PAGE_SIZES,
  SORT_DIRECTIONS,
  type PageQuery,
  type PageSize,
  type SortDirection,
} from '@job-intake/contracts/paging';

/**
 * The query parameters of a paged list (contracts/src/paging.ts), checked with messages that
 * name the parameter; `sorts` are the list's sortable column ids. Extend the returned class to
 * add a list's own parameters.
 */
export function PageQueryDto<Sort extends string>(sorts: readonly Sort[]) {
  class PageQueryDto implements PageQuery<Sort> {
    @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
    // class-validator runs these bottom-up and stops at the first failure.
    @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
    @Min(1, { message: 'page must be 1 or more' })
    @IsInt({ message: 'page must be a whole number' })
    @Type(() => Number)
    @IsOptional()
    page?: number;

    @ApiPropertyOptional({ enum: PAGE_SIZES, default: DEFAULT_PAGE_SIZE })
    @IsIn(PAGE_SIZES, { message: `size must be one of: ${PAGE_SIZES.join(', ')}` })
    @Type(() => Number)
    @IsOptional()
    size?: PageSize;

    @ApiPropertyOptional({ enum: sorts })
    @IsIn(sorts, { message: `sort must be one of: ${sorts.join(', ')}` })
    @IsOptional()
    sort?: Sort;

    @ApiPropertyOptional({ enum: SORT_DIRECTIONS })
    @IsIn(SORT_DIRECTIONS, { message: `dir must be one of: ${SORT_DIRECTIONS.join(', ')}` })
    @IsOptional()
    dir?: SortDirection;
  }
  return PageQueryDto;
}
