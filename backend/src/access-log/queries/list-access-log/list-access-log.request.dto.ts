import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import {
  ACCESS_KINDS,
  ACCESS_LOG_SORTS,
  type AccessKind,
  type AccessLogQuery,
} from '@job-intake/contracts/audit/access-log-api';
import { PagedSearchQueryDto } from '../../../http/paged-list.request.dto';

export class ListAccessLogRequestDto
  extends PagedSearchQueryDto(ACCESS_LOG_SORTS)
  implements AccessLogQuery
{
  @ApiPropertyOptional({ description: "Only this job's reads", format: 'uuid' })
  @IsUUID('4', { message: 'job_id must be a job id (uuid)' })
  @IsOptional()
  job_id?: string;

  @ApiPropertyOptional({ enum: ACCESS_KINDS, isArray: true, description: 'kind=a,b or repeated' })
  @IsIn(ACCESS_KINDS, { each: true, message: `kind must be among: ${ACCESS_KINDS.join(', ')}` })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',') : value,
  )
  @IsOptional()
  kind?: AccessKind[];
}
