import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CUSTOMER_SEARCH_MAX_LENGTH,
  type CustomerListQuery,
} from '@job-intake/contracts/job-form/customers';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../http/trimmed.transform';

export class ListCustomersQueryDto implements CustomerListQuery {
  @ApiPropertyOptional({
    description:
      'A preset id (digits), or words found in company, name, city, state, zip, e-mail or role',
    maxLength: CUSTOMER_SEARCH_MAX_LENGTH,
  })
  @IsOptional()
  @MaxLength(CUSTOMER_SEARCH_MAX_LENGTH)
  @IsString()
  @trimmed()
  q?: string;
}
