import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FORM_STATUSES,
  type FormStatus,
  type FormSummaryDto as FormSummary,
  type FormVariantDto as FormVariant,
} from '@job-intake/contracts/forms/forms-api';

export class FileLocationDto {
  @ApiProperty({ description: 'Served under /api/v1/{location}' })
  location: string;
}

export class FormVariantDto implements FormVariant {
  @ApiProperty({ format: 'uuid', description: 'What POST /job takes as form_variant_id' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ format: 'uuid' })
  uuid: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  file_id: string | null;

  @ApiProperty({ type: () => FileLocationDto, nullable: true })
  file: FileLocationDto | null;

  @ApiProperty({ format: 'uuid' })
  form_id: string;

  @ApiProperty()
  created_at: string;

  @ApiPropertyOptional({ description: 'Only on the stand-in variant of a form without variants' })
  is_default?: boolean;
}

/** A form as the forms lists answer it (contracts: FormSummaryDto). */
export class FormSummaryDto implements FormSummary {
  @ApiProperty({ format: 'uuid', description: 'What POST /job takes as form_id' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: FORM_STATUSES })
  status: FormStatus;

  @ApiProperty({ description: 'Active and mapped forms are offered for new jobs' })
  mapped: boolean;

  @ApiProperty()
  created_at: string;

  @ApiProperty({ type: () => [FormVariantDto] })
  form_variant: FormVariantDto[];
}
