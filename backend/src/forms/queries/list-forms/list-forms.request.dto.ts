import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { FormListQuery } from '@job-intake/contracts/forms/forms-api';

export class ListFormsRequestDto implements FormListQuery {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: only forms offered when adding jobs (active and mapped)',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'offered must be true or false' })
  offered?: 'true' | 'false';
}
