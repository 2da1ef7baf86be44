import { ApiProperty } from '@nestjs/swagger';
import {
  PAGE_SIZES,
  SORT_DIRECTIONS,
  type PageInfo,
  type PageSize,
  type SortDirection,
} from '@job-intake/contracts/paging';

/**
 * What a paged answer says about the page it holds (contracts/src/paging.ts), as the OpenAPI
 * document shows it; `sorts` are the list's sortable column ids. Extend it with the rows and total.
 */
export function PagedResponseDto<Sort extends string>(sorts: readonly Sort[]) {
  abstract class PagedResponseDto implements PageInfo<Sort> {
    @ApiProperty({ minimum: 1 })
    page: number;

    @ApiProperty({ enum: PAGE_SIZES })
    size: PageSize;

    @ApiProperty({ enum: sorts })
    sort: Sort;

    @ApiProperty({ enum: SORT_DIRECTIONS })
    dir: SortDirection;
  }
  return PagedResponseDto;
}
