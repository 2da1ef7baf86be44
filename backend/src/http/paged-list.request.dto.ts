import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SEARCH_TEXT_MAX_LENGTH } from '@job-intake/contracts/paging';
import { PageQueryDto } from './page-query.dto';
import { trimmed } from './trimmed.transform';

/** The query DTO of a paged list that sorts by `sorts` and searches with `q`. */
export function PagedSearchQueryDto<Sort extends string>(sorts: readonly Sort[]) {
  class PagedSearchQuery extends PageQueryDto(sorts) {
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
