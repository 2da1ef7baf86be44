import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

export class ImportPreviewRequestDto {
  @ApiPropertyOptional({
    description: "One of the company's active service types; omitted: the default type",
  })
  @IsOptional()
  @IsUUID('all', { message: 'service must be the id of a service type' })
  service?: string;
}
