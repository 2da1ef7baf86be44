import { ApiProperty } from '@nestjs/swagger';
import { FORM_SORTS, type FormListResponse } from '@job-intake/contracts/forms/forms-api';
import { PagedResponseDto } from '../../../http/paged.response.dto';
import { FormSummaryDto } from '../../shared/form-summary.response.dto';

export class FormListResponseDto extends PagedResponseDto(FORM_SORTS) implements FormListResponse {
  @ApiProperty({ type: () => [FormSummaryDto] })
  forms: FormSummaryDto[];

  @ApiProperty({ type: 'integer', description: 'Every match, over all pages' })
  total: number;
}
