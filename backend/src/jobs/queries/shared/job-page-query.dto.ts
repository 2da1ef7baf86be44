import { ApiPropertyOptional } from '@nestjs/swagger';
import { JOB_SORTS, type JobSort } from '@job-intake/contracts/jobs/jobs-api';
import {
  PAGE_CURSOR_MAX_LENGTH,
  type PageSeek,
  type SortDirection,
} from '@job-intake/contracts/paging';
import {
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { PageQueryDto } from '../../../http/page-query.dto';
import { requestedPage } from '../../../shared/requested-page';
import { decodeJobPageCursor } from './job-page-cursor';
import type { JobPageRequest } from './job-list-page';

/** A cursor a job list's answer gave (`before` or `after`), and only one of the two. */
function IsJobPageCursor(): PropertyDecorator {
  return ValidateBy({
    name: 'isJobPageCursor',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const other = args?.property === 'after' ? 'before' : 'after';
        const sent = args?.object as PageSeek | undefined;
        return (
          typeof value === 'string' && decodeJobPageCursor(value) !== undefined && !sent?.[other]
        );
      },
      defaultMessage: (args?: ValidationArguments) =>
        `${args?.property ?? 'it'} must be the cursor of a page this list answered, without ${args?.property === 'after' ? 'before' : 'after'}`,
    },
  });
}

/** A job list's or the search's paging: page, size, order, and the cursor of the page beside. */
export class JobPageQueryDto extends PageQueryDto(JOB_SORTS) implements PageSeek {
  @ApiPropertyOptional({ description: "The shown page's `after`, to read the next page from it" })
  // class-validator runs these bottom-up and stops at the first failure.
  @IsJobPageCursor()
  @MaxLength(PAGE_CURSOR_MAX_LENGTH)
  @IsString()
  @IsOptional()
  after?: string;

  @ApiPropertyOptional({ description: "The shown page's `before`, to read the previous page" })
  @IsJobPageCursor()
  @MaxLength(PAGE_CURSOR_MAX_LENGTH)
  @IsString()
  @IsOptional()
  before?: string;
}

/** The page a job list's request asks for, with the list's defaults, and its cursor if any. */
export function jobPageRequest(
  query: JobPageQueryDto,
  defaults: { sort: JobSort; dir: SortDirection },
): JobPageRequest {
  const { after, before } = query;
  return {
    ...requestedPage(query, defaults),
    ...(after !== undefined && { after }),
    ...(before !== undefined && { before }),
  };
}
