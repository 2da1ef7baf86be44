import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { trimmed } from '../../http/trimmed.transform';
import { CompanyScopeQueryDto } from '../../companies/company-scope';

class SkipErrorsQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: store the good lines of a file with bad ones, reporting those as skipped',
  })
  @IsIn(['true', 'false'], { message: "skip_errors must be 'true' or 'false'" })
  @IsOptional()
  @trimmed()
  skip_errors?: 'true' | 'false';
}

/** POST /customerFile's query: the company (super admins name one) and what to do with bad lines. */
export class UploadCustomersQueryDto extends IntersectionType(
  CompanyScopeQueryDto,
  SkipErrorsQueryDto,
) {}
