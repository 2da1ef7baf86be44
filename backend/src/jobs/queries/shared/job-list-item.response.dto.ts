import { ApiProperty } from '@nestjs/swagger';
import { JOB_STATUSES, type JobStatus } from '@job-intake/contracts/jobs/job-status';
import type { JobListItem } from '@job-intake/contracts/jobs/jobs-api';
import { JobFormVariantDto, JobProgressDto } from '../../shared/job-parts.response.dto';

/** One row of a job list (GET /jobs, POST /search). */
export class JobListItemDto implements JobListItem {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid', description: 'Public id for guest access' })
  uuid: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  reference_no: string;

  @ApiProperty({ enum: JOB_STATUSES })
  status: JobStatus;

  @ApiProperty({ type: () => JobProgressDto })
  progress: JobProgressDto;

  @ApiProperty({ type: 'integer' })
  files: number;

  @ApiProperty({ type: 'integer' })
  links: number;

  @ApiProperty({ type: 'integer' })
  notes: number;

  @ApiProperty({ type: () => JobFormVariantDto, nullable: true })
  form_variant: JobFormVariantDto | null;

  @ApiProperty({ type: String, nullable: true })
  location_desc: string | null;

  @ApiProperty({ description: "The creator's name, or 'Guest'" })
  entry_user: string;

  @ApiProperty()
  created_at: string;

  @ApiProperty({ type: String, nullable: true, description: 'When it was marked for review' })
  review_at: string | null;

  @ApiProperty({ type: String, nullable: true })
  direct_no: string | null;

  @ApiProperty({ type: String, nullable: true })
  imported_by: string | null;

  @ApiProperty({ type: String, nullable: true })
  imported_at: string | null;

  @ApiProperty({ type: String, nullable: true })
  archived_at: string | null;

  @ApiProperty()
  updated_at: string;
}
