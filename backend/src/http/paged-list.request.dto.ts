import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  PAGE_SIZES,
  SEARCH_TEXT_MAX_LENGTH,
  SORT_DIRECTIONS,
  type PageQuery,
  type PageSize,
  type SortDirection,
} from '@job-intake/contracts/paging';
import { trimmed } from './trimmed.transform';

const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;

/** The query DTO of a paged list that sorts by `sorts` and searches with `q`. */
export function PagedSearchQueryDto<Sort extends string>(sorts: readonly Sort[]) {
  class PagedSearchQuery implements PageQuery<Sort> {
    @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: PAGE_MESSAGE })
    @Min(1, { message: PAGE_MESSAGE })
    @Max(MAX_PAGE, { message: PAGE_MESSAGE })
    page?: number;

    @ApiPropertyOptional({ enum: PAGE_SIZES, default: DEFAULT_PAGE_SIZE })
    @IsOptional()
    @Type(() => Number)
    @IsIn(PAGE_SIZES, { message: `size must be one of: ${PAGE_SIZES.join(', ')}` })
    size?: PageSize;

    @ApiPropertyOptional({ enum: sorts })
    @IsOptional()
    @IsIn(sorts, { message: `sort must be one of: ${sorts.join(', ')}` })
    sort?: Sort;

    @ApiPropertyOptional({ enum: SORT_DIRECTIONS, description: 'asc by default' })
    @IsOptional()
    @IsIn(SORT_DIRECTIONS, { message: `dir must be one of: ${SORT_DIRECTIONS.join(', ')}` })
    dir?: SortDirection;

    @ApiPropertyOptional({ description: 'Search text', maxLength: SEARCH_TEXT_MAX_LENGTH })
    @IsOptional()
    @IsString({ message: 'q must be a text' })
    @MaxLength(SEARCH_TEXT_MAX_LENGTH, {
      message: `q must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`,
    })
    @trimmed()
    q?: string;
  }
  return PagedSearchQuery;
}
