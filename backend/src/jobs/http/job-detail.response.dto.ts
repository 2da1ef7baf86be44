import { ApiProperty } from '@nestjs/swagger';
import type { AnswerValue } from '@job-intake/contracts/jobs/job-events';
import { JOB_STATUSES, type JobStatus } from '@job-intake/contracts/jobs/job-status';
import type {
  AttachmentDto as Attachment,
  JobDetail,
  JobImportState,
  NoteDto as Note,
} from '@job-intake/contracts/jobs/jobs-api';
import { FormSnapshotDto } from '../../forms/shared/form-snapshot.response.dto';
import {
  ANSWERS_PROPERTY,
  JobFormVariantDto,
  JobProgressDto,
  UserNameDto,
} from '../shared/job-parts.response.dto';
import { JobSettingsValuesDto, SubmittedJobSettingsDto } from '../shared/job-settings.response.dto';

export class NoteDto implements Note {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: () => UserNameDto })
  user: UserNameDto;

  @ApiProperty()
  created_at: string;
}

export class AttachmentDto implements Attachment {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  file_name: string;

  @ApiProperty({ description: 'Served under /uploads/{location}' })
  location: string;

  @ApiProperty({ type: 'integer' })
  size: number;

  @ApiProperty()
  mime_type: string;

  @ApiProperty()
  created_at: string;

  @ApiProperty({ enum: ['active'] })
  status: 'active';
}

/** GET /job/{id}: the job with its pinned form, answers, notes and attachments. */
export class JobDetailDto extends JobSettingsValuesDto implements JobDetail {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  uuid: string;

  @ApiProperty({ enum: JOB_STATUSES })
  status: JobStatus;

  @ApiProperty({ type: () => SubmittedJobSettingsDto })
  user_submitted: SubmittedJobSettingsDto;

  @ApiProperty({ type: () => JobProgressDto })
  progress: JobProgressDto;

  @ApiProperty(ANSWERS_PROPERTY)
  answerData: Record<string, AnswerValue>;

  @ApiProperty({ format: 'uuid', description: 'The form version the job was created on' })
  form_version_id: string;

  @ApiProperty({ type: () => FormSnapshotDto, description: 'The sections and fields to answer' })
  form: FormSnapshotDto;

  @ApiProperty({ format: 'uuid' })
  form_id: string;

  @ApiProperty({ type: () => JobFormVariantDto, nullable: true })
  form_variant: JobFormVariantDto | null;

  @ApiProperty({ type: String, nullable: true })
  customer_id: string | null;

  @ApiProperty({ type: 'integer', description: 'How many share links were created' })
  links: number;

  @ApiProperty({ type: () => UserNameDto })
  user: UserNameDto;

  @ApiProperty({ type: String, nullable: true })
  location_desc: string | null;

  @ApiProperty({ type: () => [AttachmentDto] })
  attachments: AttachmentDto[];

  @ApiProperty({ type: () => [NoteDto], description: 'The newest notes' })
  notes: NoteDto[];

  @ApiProperty({ type: 'integer' })
  notes_total: number;

  @ApiProperty()
  created_at: string;

  @ApiProperty({ type: String, nullable: true })
  review_at: string | null;

  @ApiProperty()
  updated_at: string;

  @ApiProperty({ type: String, nullable: true })
  imported_by: string | null;

  @ApiProperty({ type: String, nullable: true })
  imported_at: string | null;

  @ApiProperty({ type: String, nullable: true })
  directNo: string | null;

  @ApiProperty({ enum: ['sending', 'failed'], nullable: true })
  import_state: JobImportState | null;

  @ApiProperty({ type: String, nullable: true })
  import_error: string | null;

  @ApiProperty({ type: String, nullable: true })
  archived_at: string | null;

  @ApiProperty({ type: String, nullable: true })
  deleted_at: string | null;

  @ApiProperty({ type: 'integer', description: 'Last revision of the job stream' })
  revision: number;

  @ApiProperty({ description: 'The caller may send the job to the provider' })
  can_import: boolean;
}
