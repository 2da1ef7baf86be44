import { ApiProperty } from '@nestjs/swagger';
import type { AttachRequestFields } from '@job-intake/contracts/jobs/jobs-api';
import { IsUUID } from 'class-validator';

/** The form fields of POST /attach beside files[]. */
export class AttachRequestDto implements AttachRequestFields {
  @ApiProperty()
  @IsUUID('4', { message: 'job_id must be the id of a job' })
  job_id: string;

  @ApiProperty({ description: "The caller's company" })
  @IsUUID('all', { message: 'company_id must be the id of your company' })
  company_id: string;
}
