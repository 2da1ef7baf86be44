import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ImportJobRequest } from '@job-intake/contracts/jobs/job-import-api';
import { IsOptional, IsUUID } from 'class-validator';

export class ImportJobRequestDto implements ImportJobRequest {
  @ApiProperty({ description: 'The job id (the same as in the path)' })
  @IsUUID('4', { message: 'id must be the id of the job' })
  id: string;

  @ApiPropertyOptional({
    description:
      "One of the company's active service types; omitted: the default type (or 'Notice :: Premium')",
  })
  @IsOptional()
  @IsUUID('all', { message: 'service must be the id of a service type' })
  service?: string;
}
