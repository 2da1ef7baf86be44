import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { FORM_SORTS, type FormListQuery } from '@job-intake/contracts/forms/forms-api';
import { PagedSearchQueryDto } from '../../../http/paged-list.request.dto';

export class ListFormsRequestDto extends PagedSearchQueryDto(FORM_SORTS) implements FormListQuery {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      'true: every form offered when adding jobs (active and mapped), not paged, as FormSummaryDto[]',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'offered must be true or false' })
  offered?: 'true' | 'false';
}
