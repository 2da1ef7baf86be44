import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CreateJobRequest } from '@job-intake/contracts/jobs/jobs-api';
import {
  JOB_NAME_MAX_LENGTH,
  JOB_REFERENCE_MAX_LENGTH,
} from '@job-intake/contracts/jobs/job-settings';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimmed } from '../../../http/trimmed.transform';
import {
  emptyAsNull,
  IsJobAmount,
  IsJobDate,
  IsProviderId,
  providerId,
} from '../../shared/job-settings.validators';
import { Nullable } from '../../../http/nullable.decorator';

export class CreateJobRequestDto implements CreateJobRequest {
  @ApiProperty({ example: 'Riverside Mall, phase 2', maxLength: JOB_NAME_MAX_LENGTH })
  // class-validator runs these bottom-up and stops at the first failure.
  @MaxLength(JOB_NAME_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: 'name should not be empty' })
  @trimmed()
  name: string;

  @ApiProperty({ description: "One of the company's active, mapped forms" })
  @IsUUID('all', { message: 'form_id must be the id of a form' })
  @IsNotEmpty({ message: 'form_id should not be empty' })
  form_id: string;

  @ApiPropertyOptional({
    nullable: true,
    description: "A variant of the form (absent: the form's first)",
  })
  @IsOptional()
  @IsUUID('all', { message: 'form_variant_id must be the id of a logo variant of the form' })
  @Nullable()
  form_variant_id?: string | null;

  @ApiPropertyOptional({ example: 'PO-4411', maxLength: JOB_REFERENCE_MAX_LENGTH })
  @IsOptional()
  @MaxLength(JOB_REFERENCE_MAX_LENGTH)
  @IsString()
  @trimmed()
  reference_no?: string;

  @ApiPropertyOptional({ nullable: true, example: '5001', description: 'DIV_ID' })
  @IsOptional()
  @IsProviderId()
  @providerId()
  @Nullable()
  selectedLocation?: string | null;

  @ApiPropertyOptional({ nullable: true, example: '100245', description: 'CNT_ID' })
  @IsOptional()
  @IsProviderId()
  @providerId()
  @Nullable()
  selectedContact?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @MaxLength(64)
  @IsString()
  @providerId()
  @Nullable()
  customer_id?: string | null;

  @ApiPropertyOptional({ description: "The modal's customer search text (not stored)" })
  @IsOptional()
  @IsString()
  searchQuery?: string;

  @ApiPropertyOptional({ nullable: true, example: '2026-11-21', description: 'Default: today' })
  @IsOptional()
  @IsJobDate()
  @emptyAsNull()
  @Nullable()
  first_furnishing?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  ff_est?: boolean;

  @ApiPropertyOptional({
    nullable: true,
    example: '2026-11-28',
    description: 'Default: today + 7 days',
  })
  @IsOptional()
  @IsJobDate()
  @emptyAsNull()
  @Nullable()
  last_furnishing?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  lf_est?: boolean;

  @ApiPropertyOptional({ example: '125000.00', default: '0.00' })
  @IsOptional()
  @IsJobAmount()
  @IsString()
  total_contract_amt?: string;

  @ApiPropertyOptional({ example: '0.00', default: '0.00' })
  @IsOptional()
  @IsJobAmount()
  @IsString()
  total_claim_amt?: string;

  @ApiPropertyOptional({ description: 'Save & Send: also create a share link for every section' })
  @IsOptional()
  @IsBoolean()
  createLink?: boolean;
}
