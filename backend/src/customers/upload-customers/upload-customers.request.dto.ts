import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { trimmed } from '../../http/trimmed.transform';

/** The form field beside the file (multipart/form-data). */
export class UploadCustomersRequestDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: store the good lines of a file with bad ones, reporting those as skipped',
  })
  @IsIn(['true', 'false'], { message: "skip_errors must be 'true' or 'false'" })
  @IsOptional()
  @trimmed()
  skip_errors?: 'true' | 'false';
}
