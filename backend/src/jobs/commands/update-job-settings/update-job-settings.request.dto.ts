import { ApiPropertyOptional } from '@nestjs/swagger';
import type { UpdateJobRequest } from '@job-intake/contracts/jobs/jobs-api';
import {
  JOB_NAME_MAX_LENGTH,
  JOB_REFERENCE_MAX_LENGTH,
} from '@job-intake/contracts/jobs/job-settings';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { trimmed } from '../../../http/trimmed.transform';
import {
  emptyAsNull,
  IsJobAmount,
  IsJobDate,
  IsProviderId,
  providerId,
} from '../../shared/job-settings.validators';
import { Nullable } from '../../../http/nullable.decorator';

const sent = (property: keyof UpdateJobRequest) => (body: UpdateJobRequest) =>
  body[property] !== undefined;

/** Absent fields keep their value; null clears a location, contact or date. */
export class UpdateJobSettingsRequestDto implements UpdateJobRequest {
  @ApiPropertyOptional({ example: 'Riverside Mall, phase 3', maxLength: JOB_NAME_MAX_LENGTH })
  @ValidateIf(sent('name'))
  @MaxLength(JOB_NAME_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: 'name should not be empty' })
  @trimmed()
  name?: string;

  @ApiPropertyOptional({ maxLength: JOB_REFERENCE_MAX_LENGTH })
  @ValidateIf(sent('reference_no'))
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

  @ApiPropertyOptional({ nullable: true, example: '2026-11-21' })
  @IsOptional()
  @IsJobDate()
  @emptyAsNull()
  @Nullable()
  first_furnishing?: string | null;

  @ApiPropertyOptional()
  @ValidateIf(sent('ff_est'))
  @IsBoolean()
  ff_est?: boolean;

  @ApiPropertyOptional({ nullable: true, example: '2026-11-28' })
  @IsOptional()
  @IsJobDate()
  @emptyAsNull()
  @Nullable()
  last_furnishing?: string | null;

  @ApiPropertyOptional()
  @ValidateIf(sent('lf_est'))
  @IsBoolean()
  lf_est?: boolean;

  @ApiPropertyOptional({ example: '125000.00' })
  @ValidateIf(sent('total_contract_amt'))
  @IsJobAmount()
  @IsString()
  total_contract_amt?: string;

  @ApiPropertyOptional({ example: '0.00' })
  @ValidateIf(sent('total_claim_amt'))
  @IsJobAmount()
  @IsString()
  total_claim_amt?: string;

  @ApiPropertyOptional({ description: 'The revision the client last saw; a stale one answers 409' })
  @IsOptional()
  @IsInt()
  @Min(0)
  expected_revision?: number;
}
