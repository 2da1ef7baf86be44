import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  JOB_CUSTOMER_ID_MAX_LENGTH,
  type CreateJobRequest,
} from '@job-intake/contracts/jobs/jobs-api';
import {
  JOB_NAME_MAX_LENGTH,
  JOB_REFERENCE_MAX_LENGTH,
} from '@job-intake/contracts/jobs/job-settings';
import { requiredMessage } from '@job-intake/contracts/text/rule-messages';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  JobAmount,
  JobDate,
  JobName,
  JobProviderId,
  JobReference,
  providerId,
} from '../../shared/job-settings.validators';
import { Nullable } from '../../../http/nullable.decorator';

export class CreateJobRequestDto implements CreateJobRequest {
  @ApiProperty({ example: 'Riverside Mall, phase 2', maxLength: JOB_NAME_MAX_LENGTH })
  @JobName()
  name: string;

  @ApiProperty({ description: "One of the company's active, mapped forms" })
  @IsUUID('all', { message: 'form_id must be the id of a form' })
  @IsNotEmpty({ message: requiredMessage('form_id') })
  form_id: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "A variant of the form (absent: the form's first)",
  })
  @IsOptional()
  @IsUUID('all', { message: 'form_variant_id must be the id of a logo variant of the form' })
  @Nullable()
  form_variant_id?: string | null;

  @ApiPropertyOptional({ example: 'PO-4411', maxLength: JOB_REFERENCE_MAX_LENGTH })
  @IsOptional()
  @JobReference()
  reference_no?: string;

  @JobProviderId('5001', 'DIV_ID')
  selectedLocation?: string | null;

  @JobProviderId('100245', 'CNT_ID')
  selectedContact?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @MaxLength(JOB_CUSTOMER_ID_MAX_LENGTH)
  @IsString()
  @providerId()
  @Nullable()
  customer_id?: string | null;

  @ApiPropertyOptional({ description: "The modal's customer search text (not stored)" })
  @IsOptional()
  @IsString()
  searchQuery?: string;

  @JobDate('2026-11-21', 'Default: today')
  first_furnishing?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  ff_est?: boolean;

  @JobDate('2026-11-28', 'Default: today + 7 days')
  last_furnishing?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  lf_est?: boolean;

  @ApiPropertyOptional({ example: '125000.00', default: '0.00' })
  @IsOptional()
  @JobAmount()
  total_contract_amt?: string;

  @ApiPropertyOptional({ example: '0.00', default: '0.00' })
  @IsOptional()
  @JobAmount()
  total_claim_amt?: string;

  @ApiPropertyOptional({ description: 'Save & Send: also create a share link for every section' })
  @IsOptional()
  @IsBoolean()
  createLink?: boolean;
}
