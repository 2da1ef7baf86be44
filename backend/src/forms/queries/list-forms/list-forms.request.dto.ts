import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { FORM_SORTS, type FormListQuery } from '@job-intake/contracts/forms/forms-api';
import { PagedSearchQueryDto } from '../../../http/paged-list.request.dto';
import { CompanyScopeQueryDto } from '../../../companies/company-scope';
import { trueOrFalseMessage } from '@job-intake/contracts/text/rule-messages';

export class ListFormsRequestDto
  extends IntersectionType(CompanyScopeQueryDto, PagedSearchQueryDto(FORM_SORTS))
  implements FormListQuery
{
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      'true: every form offered when adding jobs (active and mapped), not paged, as FormSummaryDto[]',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: trueOrFalseMessage('offered') })
  offered?: 'true' | 'false';
}
